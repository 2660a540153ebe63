import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

interface Group {
  authority: string;
  results: {
    regulatorId: string;
    regulator: string;
    path: { level: number; text: string }[];
    levels: { level: number; text: string; hasChildren: boolean; sectionCount: number }[];
    sections: { lawId: string; sectionId: string; lawDetailId: string; section: string; status: string }[];
  }[];
}

const RESULT = `authority results { regulatorId regulator path { level text } levels { level text hasChildren sectionCount }
  sections { lawId sectionId lawDetailId section status } }`;
const HIERARCHY = `query ($filter: LawHierarchyFilterInput!) { lawHierarchy(filter: $filter) { ${RESULT} } }`;
const CHILDREN = `query ($node: LawHierarchyNodeInput!) { lawHierarchyChildren(node: $node) { ${RESULT} } }`;
const DETAILS = `query ($inputs: [LawDetailInput!]!) { lawDetails(inputs: $inputs) { sectionId section level1 regulator type legalContact
  categories azimuthProcesses { name } companyProcesses { name businessProcessName } } }`;
const REG_B = { lawId: '1', sectionId: '6', lawDetailId: '1' };

describe('hierarchy search and law detail against the reference catalogue', () => {
  let harness: Harness;
  let lawyer: TestClient;
  beforeAll(async () => {
    harness = await startHarness({ bff: { exposeLegacyCalls: true } });
    lawyer = harness.client({ 'x-lexbridge-route': '/legal-module/hierarchy-search' });
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('walks the tree from a regulator down to the sections of Regulation B, one call per expansion', async () => {
    const filter = { industryId: '1', businessLineId: '2', regulatorIds: [], categoryIds: [] };
    const top = await lawyer.gql<{ lawHierarchy: Group[] }>(HIERARCHY, { filter });
    expect(top.errors).toBeUndefined();
    const [federal, state] = top.data!.lawHierarchy;
    expect([federal!.authority, state!.authority]).toEqual(['FEDERAL', 'STATE']);
    const cfpb = federal!.results.find(
      (result) => result.regulator === 'Consumer Financial Protection Bureau',
    )!;
    expect(cfpb.path).toEqual([{ level: 0, text: 'Consumer Financial Protection Bureau' }]);
    expect(cfpb.levels[0]).toMatchObject({
      level: 1,
      text: 'Title 12 - Banks and Banking',
      hasChildren: true,
    });

    let levelTexts = [cfpb.levels[0]!.text];
    let node: Group['results'][number] | undefined;
    for (;;) {
      const expanded = await lawyer.gql<{ lawHierarchyChildren: Group }>(CHILDREN, {
        node: { ...filter, regulatorIds: [cfpb.regulatorId], levelTexts },
      });
      expect(expanded.errors).toBeUndefined();
      expect(expanded.extensions?.legacyCalls).toBe(1);
      node = expanded.data!.lawHierarchyChildren.results[0]!;
      expect(node.path.map((step) => step.text)).toEqual([
        'Consumer Financial Protection Bureau',
        ...levelTexts,
      ]);
      const next = node.levels.find((level) => level.text.includes('Regulation B')) ?? node.levels[0];
      if (!next) break;
      levelTexts = [...levelTexts, next.text];
    }
    expect(levelTexts).toHaveLength(3);
    expect(node.sections[0]!.status).toBe('PARENT');
    expect(node.sections.map((section) => section.section)).toContain('§ 1002.9');
  });

  it('answers the law detail with its categories, Azimuth and company processes', async () => {
    const result = await lawyer.gql<{ lawDetails: Record<string, unknown>[] }>(DETAILS, {
      inputs: [{ ...REG_B, businessLineId: '2' }],
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.lawDetails[0]).toMatchObject({
      section: '§ 1002.9 Notifications',
      level1: 'Title 12 - Banks and Banking',
      regulator: 'Consumer Financial Protection Bureau',
      type: 'Regulation',
      legalContact: 'Lena Lawyer',
      categories: ['Adverse Action', 'Fair Lending', 'Record Retention'],
    });
    const detail = result.data!.lawDetails[0] as {
      azimuthProcesses: { name: string }[];
      companyProcesses: { name: string }[];
    };
    expect(detail.azimuthProcesses.map((process) => process.name)).toContain('Adverse Action Notification');
    expect(detail.companyProcesses.map((process) => process.name)).toContain('Credit Decision Review');
  });

  it('makes one catalogue call per distinct law for a grid of 500 rows', async () => {
    const sections = ['1', '2', '5', '6', '7'];
    const inputs = Array.from({ length: 500 }, (_, i) => ({
      lawId: '1',
      sectionId: sections[i % 5]!,
      lawDetailId: '1',
      businessLineId: '2',
    }));
    const result = await lawyer.gql<{
      lawDetails: { sectionId: string; azimuthProcesses: unknown[] | null }[];
    }>(DETAILS, { inputs });
    expect(result.errors).toBeUndefined();
    expect(result.data!.lawDetails).toHaveLength(500);
    expect(result.data!.lawDetails.map((row) => row.sectionId).slice(0, 6)).toEqual([
      '1',
      '2',
      '5',
      '6',
      '7',
      '1',
    ]);
    expect(result.data!.lawDetails.every((row) => Array.isArray(row.azimuthProcesses))).toBe(true);
    // 5 law details, 1 Azimuth list for all of them, 5 company process lists
    expect(result.extensions?.legacyCalls).toBe(11);
  });

  it("answers the catalogue's refusals: NOT_FOUND for ids that name nothing, FORBIDDEN for another's business line", async () => {
    const missing = await lawyer.gql(DETAILS, { inputs: [{ lawId: '1', sectionId: '6', lawDetailId: '2' }] });
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Law not found.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(missing.data).toEqual({ lawDetails: [null] });
    const notMine = await lawyer.gql(
      `{ lawDetail(input: { lawId: "1", sectionId: "6", lawDetailId: "1", businessLineId: "4" }) { section } }`,
    );
    expect(notMine.errors?.[0]).toMatchObject({
      message: 'The business line is not assigned to this user.',
      extensions: { code: 'FORBIDDEN' },
    });
    const otherIndustry = await lawyer.gql(HIERARCHY, { filter: { industryId: '3', businessLineId: '8' } });
    expect(otherIndustry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("answers the inventory law detail with the law's source", async () => {
    const result =
      await lawyer.gql(`{ inventoryLawDetail(input: { lawId: "1", sectionId: "6", lawDetailId: "1", lawInventoryId: "1" }) {
      lawInventory citation sourceUrl detail { section } } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      inventoryLawDetail: { citation: '12 CFR Part 1002', detail: { section: '§ 1002.9 Notifications' } },
    });
    const wrong = await lawyer.gql(
      `{ inventoryLawDetail(input: { lawId: "1", sectionId: "6", lawDetailId: "1", lawInventoryId: "4" }) { citation } }`,
    );
    expect(wrong.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('keeps the screen from users without it, and from users with no industry', async () => {
    const business = harness.client();
    await business.login('business@lexbridge.test');
    const forbidden = await business.gql(HIERARCHY, { filter: { industryId: '1', businessLineId: '1' } });
    expect(forbidden.errors?.[0]).toMatchObject({
      message: 'You are not allowed to open this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    const unassigned = harness.client();
    await unassigned.login('unassigned@lexbridge.test');
    const none = await unassigned.gql(HIERARCHY, { filter: { industryId: '1', businessLineId: '1' } });
    expect(none.errors?.[0]?.message).toBe(
      'You are not assigned to an industry. Please contact site administrator!',
    );
    const bad = await lawyer.gql(HIERARCHY, { filter: { industryId: '1' } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { businessLineId: 'Select Industry and Business Line First (Required!)' },
    });
    expect(bad.extensions?.legacyCalls).toBe(0);
  });
});

describe('law text pop-ups against the reference catalogue', () => {
  let harness: Harness;
  let reader: TestClient;
  beforeAll(async () => {
    harness = await startHarness({ bff: { exposeLegacyCalls: true } });
    reader = harness.client();
    await reader.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it("shows a combined section with its 'Parent' first, and the combined text", async () => {
    const result = await reader.gql<{
      lawText: { regulator: string; section: string; sections: { sectionId: string; status: string }[] };
    }>(
      `{ lawText(input: { lawId: "1", sectionId: "4", lawDetailId: "1" }) { kind regulator section sections { sectionId status details } }
         combinedLawText(input: { sectionId: "4" }) { parent { sectionId } sections { sectionId status } details } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.lawText.regulator).toBe('Consumer Financial Protection Bureau');
    expect(result.data!.lawText.sections.map((section) => [section.sectionId, section.status])).toEqual([
      ['3', 'PARENT'],
      ['4', 'COMBINED'],
    ]);
    expect(result.data).toMatchObject({
      combinedLawText: { parent: { sectionId: '3' }, sections: [{ sectionId: '3' }, { sectionId: '4' }] },
    });
  });

  it('shows a change in law with old and new sub-section texts and the levels block', async () => {
    const result = await reader.gql<{
      lawText: {
        change: {
          status: string;
          sectionStatus: string;
          subSections: { oldText: string | null; newText: string | null }[];
          levels: unknown[];
        };
      };
    }>(`{ lawText(input: { lawId: "2", sectionId: "12", lawDetailId: "3", kind: CHANGED }) { section
          change { status sectionStatus oldText newText subSections { id oldNumber newNumber oldText newText indentPx } levels { level oldText newText changed } } } }`);
    expect(result.errors).toBeUndefined();
    const change = result.data!.lawText.change;
    expect(change).toMatchObject({ status: 'Changed Law', sectionStatus: 'AMENDED' });
    expect(change.subSections.length).toBeGreaterThan(0);
    expect(change.subSections.some((sub) => sub.oldText !== sub.newText)).toBe(true);
    expect(change.levels.length).toBeGreaterThan(0);
    const none = await reader.gql(
      `{ lawText(input: { lawId: "1", sectionId: "6", lawDetailId: "1", kind: CHANGED }) { section } }`,
    );
    expect(none.errors?.[0]).toMatchObject({
      message: 'No change found for this section.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('answers the sub-section tree, a sub-section text with and without its children, and the link to source', async () => {
    const result = await reader.gql<{
      subSections: {
        id: string;
        depth: number;
        subSections: { id: string; parentId: string; depth: number }[];
      }[];
      one: { text: string };
      all: { text: string };
      linkToSource: { sourceUrl: string; sections: { sectionId: string }[] };
    }>(
      `{ subSections(input: { sectionId: "6" }) { id depth name subSections { id parentId depth } }
         one: subSectionText(subSectionId: "17") { text } all: subSectionText(subSectionId: "17", withChildren: true) { text }
         linkToSource(input: { lawId: "1", sectionId: "6", lawDetailId: "1" }) { lawName citation sourceUrl sections { sectionId section status hasSubSections } } }`,
    );
    expect(result.errors).toBeUndefined();
    const [first] = result.data!.subSections;
    expect(first!.depth).toBe(1);
    expect(first!.subSections.every((child) => child.parentId === first!.id && child.depth === 2)).toBe(true);
    expect(result.data!.all.text.length).toBeGreaterThan(result.data!.one.text.length);
    expect(result.data!.linkToSource.sourceUrl).toMatch(/^https:\/\//);
    expect(result.data!.linkToSource.sections.map((section) => section.sectionId)).toContain('6');
  });

  it('answers the requirement detail pop-up, and NOT_FOUND for a requirement of another line', async () => {
    const result = await reader.gql(
      `{ requirementDetail(id: "50") { requirementNumber requirementType section regulator } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      requirementDetail: {
        requirementNumber: 'REGB_008',
        requirementType: 'REQUIREMENT',
        section: '§ 1002.9 Notifications',
        regulator: 'Consumer Financial Protection Bureau',
      },
    });
    const missing = await reader.gql(`{ requirementDetail(id: "999999") { id } }`);
    expect(missing.errors?.[0]).toMatchObject({
      message: 'Requirement not found.',
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
