import { describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '../modules/catalogue/messages.js';
import type {
  ChangedLawTextDto,
  LawSectionDto,
  LawTreeNodeDto,
  SectionTreeNodeDto,
} from '../modules/law-text/law-text.repository.js';
import { LINES, expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Params } from './helpers.js';

const { catalogue, sessions, get, section } = useCatalogueSessions();
const CONSUMER = LINES['Consumer Lending'];

describe('get-law-text-section', () => {
  const PATH = '/law-text/get-law-text-section';

  it("answers a combined section's group, the 'Parent' first", async () => {
    const general = await section('§ 1002.4');
    const requests = await section('§ 1002.5');
    for (const sectionId of [general.sectionId, requests.sectionId]) {
      const { status, body } = await get<LawSectionDto[]>(sessions.lena, PATH, {
        sectionId,
        businessLineId: CONSUMER,
        lawInventoryId: 1,
      });
      expect(status).toBe(200);
      expect(body.Result.map((s) => [s.sNumber, s.sectionStatus])).toEqual([
        ['§ 1002.4', 'Parent'],
        ['§ 1002.5', 'Combined'],
      ]);
    }
    const { body } = await get<LawSectionDto[]>(sessions.lena, PATH, { sectionId: general.sectionId });
    expect(body.Result[0]).toEqual({
      lawId: general.lawId,
      sectionId: general.sectionId,
      lawDetailId: general.lawDetailId,
      lawInventoryId: 1,
      regulator: 'Consumer Financial Protection Bureau',
      section: '§ 1002.4 General rules',
      sNumber: '§ 1002.4',
      sectionStatus: 'Parent',
      details: expect.stringContaining('<strong>(b) Discouragement.</strong>'),
      level1: 'Title 12 - Banks and Banking',
      level2: 'Chapter X - Bureau of Consumer Financial Protection',
      level3: 'Part 1002 - Equal Credit Opportunity Act (Regulation B)',
      effectiveDate: '2011-12-30',
      legalContact: 'Lena Lawyer',
    });
  });

  it('answers a section on its own when nothing is combined with it', async () => {
    const { body } = await get<LawSectionDto[]>(sessions.lena, PATH, {
      sectionId: (await section('§ 1002.9')).sectionId,
    });
    expect(body.Result.map((s) => s.section)).toEqual(['§ 1002.9 Notifications']);
  });

  it('answers 404 for an unknown section or another inventory; 403 for a business line not the user’s', async () => {
    const { sectionId } = await section('§ 1002.9');
    expectRefusal(
      await get(sessions.lena, PATH, { sectionId: 999_999 }),
      404,
      CATALOGUE_MESSAGES.sectionNotFound,
    );
    expectRefusal(
      await get(sessions.lena, PATH, { sectionId, lawInventoryId: 2 }),
      404,
      CATALOGUE_MESSAGES.sectionNotFound,
    );
    expectRefusal(
      await get(sessions.ben, PATH, { sectionId, businessLineId: LINES['Credit Cards'] }),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
    expectRefusal(await get(sessions.lena, PATH, {}), 400, CATALOGUE_MESSAGES.idInvalid('sectionId'));
  });
});

describe('get-combined-law-text', () => {
  it('joins the group into one text with a heading per section', async () => {
    const requests = await section('§ 1002.5');
    const { body } = await get<LawSectionDto & { combinedSections: unknown[] }>(
      sessions.lena,
      '/law-text/get-combined-law-text',
      { sectionId: requests.sectionId, businessId: CONSUMER, lawInventoryId: 1 },
    );
    expect(body.Result.sNumber).toBe('§ 1002.4');
    expect(body.Result.details.indexOf('<h4>§ 1002.4 General rules</h4>')).toBe(0);
    expect(body.Result.details).toContain('<h4>§ 1002.5 Rules concerning requests for information</h4>');
    expect(body.Result.combinedSections).toEqual([
      { sectionId: expect.any(Number), section: '§ 1002.4 General rules', sectionStatus: 'Parent' },
      {
        sectionId: requests.sectionId,
        section: '§ 1002.5 Rules concerning requests for information',
        sectionStatus: 'Combined',
      },
    ]);
    expectRefusal(
      await get(sessions.lena, '/law-text/get-combined-law-text', {
        sectionId: requests.sectionId,
        businessId: 'x',
      }),
      400,
      CATALOGUE_MESSAGES.idInvalid('businessId'),
    );
  });
});

describe('sub-sections', () => {
  it('answers the tree of a section', async () => {
    const notifications = await section('§ 1002.9');
    const { body } = await get<LawTreeNodeDto[]>(sessions.lena, '/law-text/get-sub-sections', {
      sectionId: notifications.sectionId,
      lawInventoryId: 1,
    });
    const names = (nodes: LawTreeNodeDto[]): unknown[] =>
      nodes.map((node) =>
        node.HasSubSections ? [node.SubSectionName, names(node.SubSections)] : node.SubSectionName,
      );
    expect(names(body.Result)).toEqual([
      [
        '(a) Notification of action taken, ECOA notice, and statement of specific reasons',
        [
          ['(1) When notification is required', ['(i)', '(ii)', '(iii)']],
          '(2) Content of notification when adverse action is taken',
        ],
      ],
      '(b) Form of ECOA notice and statement of specific reasons',
    ]);
    expect(body.Result[1]).toEqual({
      SubSectionId: expect.any(Number),
      SubSectionName: '(b) Form of ECOA notice and statement of specific reasons',
      SectionName: '§ 1002.9 Notifications',
      SubSections: [],
      HasSubSections: false,
      Checked: false,
      Regulator: 'Consumer Financial Protection Bureau',
      Section: '§ 1002.9',
      SectionId: notifications.sectionId,
    });
  });

  it('answers one sub-section’s text, or with the flag its whole branch', async () => {
    const { rows } = await catalogue.running.db.query<{ id: number }>(
      `SELECT id FROM sub_sections WHERE section_id = $1 AND parent_id IS NULL ORDER BY sort_order LIMIT 1`,
      [(await section('§ 1002.9')).sectionId],
    );
    const SubSectionId = rows[0].id;
    const alone = await get<{ SubSectionId: number; text: string }>(
      sessions.lena,
      '/law-text/get-sub-section-text',
      {
        SubSectionId,
      },
    );
    expect(alone.body.Result).toEqual({
      SubSectionId,
      text: '<p><strong>(a) Notification of action taken, ECOA notice, and statement of specific reasons.</strong> A creditor must tell the applicant what it decided, and when:</p>',
    });
    const branch = await get<{ text: string }>(sessions.lena, '/law-text/get-sub-section-text', {
      SubSectionId,
      flag: true,
    });
    const text = branch.body.Result.text;
    expect(text.startsWith(alone.body.Result.text)).toBe(true);
    expect(text.indexOf('(1) When notification')).toBeLessThan(text.indexOf('(i)</strong>'));
    expect(text.indexOf('(iii)</strong>')).toBeLessThan(text.indexOf('(2) Content'));

    expectRefusal(
      await get(sessions.lena, '/law-text/get-sub-section-text', { SubSectionId: 999_999 }),
      404,
      CATALOGUE_MESSAGES.subSectionNotFound,
    );
    expectRefusal(
      await get(sessions.lena, '/law-text/get-sub-section-text', { SubSectionId, flag: 'yes' }),
      400,
      CATALOGUE_MESSAGES.flagInvalid('flag'),
    );
  });
});

describe('get-changed-law-text', () => {
  const PATH = '/law-text/get-changed-law-text';

  it('answers the old and new text, the sub-section diff and the levels', async () => {
    const disclosures = await section('§ 1026.19');
    const { status, body } = await get<ChangedLawTextDto>(sessions.lena, PATH, {
      sectionId: disclosures.sectionId,
      statusID: 6,
      moduleName: 'legal-module',
      id: 0,
    });
    expect(status).toBe(200);
    const change = body.Result;
    expect(change).toMatchObject({
      sectionId: disclosures.sectionId,
      section: '§ 1026.19 Certain mortgage and variable-rate transactions',
      sectionStatus: 'Amended',
      statusId: 6,
      status: 'Changed Law',
      changeType: 'Amendment',
      moduleName: 'legal-module',
      effectiveDate: '2015-10-03',
    });
    expect(change.oldText).toContain('good faith estimate');
    expect(change.newText).toContain('Loan Estimate');
    expect(change.subSectionTexts).toEqual([
      {
        SubSectionId: expect.any(Number),
        number: '(e)',
        newNumber: '(e)',
        oldText: expect.stringContaining('good faith estimate'),
        newText: expect.stringContaining('Loan Estimate'),
        subSection: [],
      },
      expect.objectContaining({ number: '(f)', newText: expect.stringContaining('Closing Disclosure') }),
    ]);
    expect(change.lawDetailsChanges.lawDetailsList).toEqual([
      {
        level: 1,
        oldText: 'Title 12 - Banks and Banking',
        newText: 'Title 12 - Banks and Banking',
        isChanged: false,
      },
      expect.objectContaining({ level: 2, isChanged: false }),
      expect.objectContaining({ level: 3, isChanged: false }),
      expect.objectContaining({ level: 4, oldText: 'Subpart C - Closed-End Credit', isChanged: false }),
    ]);
    const byId = await get<ChangedLawTextDto>(sessions.lena, PATH, {
      sectionId: disclosures.sectionId,
      id: change.id,
    });
    expect(byId.body.Result.id).toBe(change.id);
  });

  it('marks a changed level and a sub-section added by the change', async () => {
    const texas = await get<ChangedLawTextDto>(sessions.rita, PATH, {
      sectionId: (await section('§ 342.201')).sectionId,
    });
    expect(texas.body.Result.lawDetailsChanges.lawDetailsList[4]).toEqual({
      level: 5,
      oldText: 'Subchapter E - Interest',
      newText: 'Subchapter E - Interest Charges',
      isChanged: true,
    });
    const newYork = await get<ChangedLawTextDto>(sessions.lena, PATH, {
      sectionId: (await section('§ 500.17')).sectionId,
    });
    expect(newYork.body.Result.subSectionTexts[1]).toMatchObject({
      number: null,
      newNumber: '(c)',
      oldText: null,
    });
    expect(newYork.body.Result.oldText).not.toContain('extortion');
  });

  it('answers a decommissioned section without new text and a new one without old text', async () => {
    const goodFaith = await get<ChangedLawTextDto>(sessions.lena, PATH, {
      sectionId: (await section('§ 1024.7')).sectionId,
    });
    expect(goodFaith.body.Result).toMatchObject({
      sectionStatus: 'Decommissioned',
      status: 'Decommissioned',
      newText: null,
    });
    expect(goodFaith.body.Result.oldText).toContain('good faith estimate of settlement charges');
    const license = await get<ChangedLawTextDto>(sessions.lena, PATH, {
      sectionId: (await section('§ 516.05')).sectionId,
    });
    expect(license.body.Result).toMatchObject({ sectionStatus: 'New', status: 'New Law', oldText: null });
  });

  it('answers 404 when the section has no such change', async () => {
    const disclosures = await section('§ 1026.19');
    const cases: Params[] = [
      { sectionId: disclosures.sectionId, statusID: 8 },
      { sectionId: disclosures.sectionId, id: 999_999 },
      { sectionId: (await section('§ 1002.9')).sectionId },
    ];
    for (const params of cases) {
      expectRefusal(await get(sessions.lena, PATH, params), 404, CATALOGUE_MESSAGES.changeNotFound);
    }
    expectRefusal(
      await get(sessions.lena, PATH, { sectionId: disclosures.sectionId, statusID: 'x' }),
      400,
      CATALOGUE_MESSAGES.idInvalid('statusID'),
    );
  });
});

describe('get-link-to-source', () => {
  const PATH = '/law-text/get-link-to-source';

  it("answers the source and the law's sections, sub-sections to load on expansion", async () => {
    const notifications = await section('§ 1002.9');
    const { body } = await get<{ sections: SectionTreeNodeDto[] } & Record<string, unknown>>(
      sessions.lena,
      PATH,
      {
        ...notifications,
        lawInventoryId: 1,
      },
    );
    expect(body.Result).toMatchObject({
      lawId: notifications.lawId,
      sectionId: notifications.sectionId,
      lawDetailId: notifications.lawDetailId,
      regulator: 'Consumer Financial Protection Bureau',
      section: '§ 1002.9 Notifications',
      level1: 'Title 12 - Banks and Banking',
      lawName: 'Regulation B - Equal Credit Opportunity',
      citation: '12 CFR Part 1002',
      sourceUrl: 'https://www.ecfr.gov/current/title-12/chapter-X/part-1002',
    });
    expect(body.Result.sections.map((s) => s.Section)).toEqual([
      '§ 1002.1 Authority, scope, and purpose',
      '§ 1002.2 Definitions',
      '§ 1002.4 General rules',
      '§ 1002.5 Rules concerning requests for information',
      '§ 1002.6 Rules concerning evaluation of applications',
      '§ 1002.9 Notifications',
      '§ 1002.12 Record retention',
    ]);
    expect(body.Result.sections[0]).toEqual({
      SectionId: expect.any(Number),
      Section: '§ 1002.1 Authority, scope, and purpose',
      sectionStatus: 'Active',
      SubSections: [],
      HasSubSections: true,
    });
  });

  it('answers 404 when the ids do not name one section', async () => {
    const notifications = await section('§ 1002.9');
    expectRefusal(
      await get(sessions.lena, PATH, { ...notifications, lawId: notifications.lawId + 1 }),
      404,
      CATALOGUE_MESSAGES.lawNotFound,
    );
    expectRefusal(
      await get(sessions.lena, PATH, { ...notifications, lawInventoryId: 4 }),
      404,
      CATALOGUE_MESSAGES.sectionNotFound,
    );
  });
});
