import { describe, expect, it } from 'vitest';
import type { Envelope } from '../http/envelope.js';
import type {
  ChangeBusinessLineDto,
  ChangeDto,
  ChangeRequirementDto,
} from '../modules/change-in-law/change-in-law.repository.js';
import { MAPPING_MESSAGES } from '../modules/mappings/mappings.messages.js';
import type {
  MappedFiltersDto,
  MappingOptionsDto,
  MappingSectionDto,
} from '../modules/mappings/mappings.repository.js';
import { CATALOGUE_MESSAGES } from '../modules/catalogue/messages.js';
import { INDUSTRIES, LINES, expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, get, postAs, section } = useCatalogueSessions();
const FILTERS = '/LegalModule/get-legal-mapped-filters-requirements';
const BANKING = INDUSTRIES.Banking;
const CONSUMER = LINES['Consumer Lending'];
const DEPOSITS = LINES['Deposit Accounts'];

function send<T>(session: Session, method: 'PUT' | 'DELETE', path: string, body: Record<string, unknown>) {
  return catalogue.client.call<Envelope<T>>(method, path, {
    token: session.accessToken,
    body: { ...body, UserId: session.userId },
    ...(method === 'DELETE' ? { params: { UserId: session.userId } } : {}),
  });
}

async function texas() {
  return section('§ 342.201');
}

describe('mapped filters of a section', () => {
  it('answers the mapping for the user’s lines of the industry, nothing for an unmapped industry', async () => {
    const { sectionId } = await section('§ 1002.9');
    const { status, body } = await get<MappedFiltersDto>(sessions.lena, FILTERS, {
      sectionId,
      industryId: BANKING,
    });
    expect(status).toBe(200);
    const filters = body.Result;
    // Commercial Lending is mapped too, but it is not Lena's line.
    expect(filters.mappedBusinessLines.map((line) => line.businessLineName)).toEqual([
      'Consumer Lending',
      'Credit Cards',
    ]);
    expect(filters.lawScopeName).toBe('Business Line');
    expect(filters.mappedBusinessLineProducts.length).toBeGreaterThan(0);
    expect(filters.mappedBusinessLineInstitutions.every((item) => item.businessLineName)).toBe(true);
    expect(filters.mappedCategories.length).toBeGreaterThan(0);
    expect(filters.mappedLawProcess[0]).toMatchObject({
      businessLineId: CONSUMER,
      businessLineName: 'Consumer Lending',
    });
    expect(filters.differentProducts).toBe(true);
    expect(filters.differentInstitutionTypes).toBe(false);

    const empty = await get<MappedFiltersDto>(sessions.lena, FILTERS, {
      ...(await texas()),
      industryId: BANKING,
    });
    expect(empty.body.Result.mappedBusinessLines).toEqual([]);
    expect(empty.body.Result.lawScopeId).toBeNull();
  });

  it('refuses an industry that is not the user’s and an unknown section', async () => {
    const { sectionId } = await section('§ 1002.9');
    expectRefusal(
      await get(sessions.ben, FILTERS, { sectionId, industryId: INDUSTRIES['Mortgage Lending'] }),
      403,
      CATALOGUE_MESSAGES.industryNotAssigned,
    );
    expectRefusal(
      await get(sessions.lena, FILTERS, { sectionId: 99999, industryId: BANKING }),
      404,
      CATALOGUE_MESSAGES.sectionNotFound,
    );
    expectRefusal(
      await get(sessions.lena, FILTERS, { sectionId: 'x', industryId: BANKING }),
      400,
      CATALOGUE_MESSAGES.idInvalid('sectionId'),
    );
  });

  it('lists the sections of the selected laws and the pickers’ options', async () => {
    const { lawId, sectionId } = await texas();
    const sections = await get<MappingSectionDto[]>(sessions.lena, '/LegalModule/get-mapping-sections', {
      lawIds: String(lawId),
    });
    expect(sections.body.Result.map((row) => row.sectionId)).toContain(sectionId);
    const options = await get<MappingOptionsDto>(sessions.lena, '/LegalModule/get-section-mapping-options', {
      sectionId,
      industryId: BANKING,
    });
    expect(options.body.Result.lawScopes.map((scope) => scope.name)).toEqual([
      'Enterprise-wide',
      'Business Line',
      'Product Specific',
      'Informational Only',
    ]);
    const consumer = options.body.Result.businessLines.find((line) => line.businessLineId === CONSUMER)!;
    expect(consumer.products.length).toBeGreaterThan(0);
    expect(consumer.validatorTests[0].testNumber).toMatch(/^\d{5}$/);
    expectRefusal(
      await get(sessions.lena, '/LegalModule/get-mapping-sections', { lawIds: 'a,b' }),
      400,
      CATALOGUE_MESSAGES.idListInvalid('lawIds'),
    );
  });
});

describe('mapping saves', () => {
  it('maps a business line (copying the level path) and then its products, institutions, categories, processes and scope', async () => {
    const { sectionId, lawDetailId } = await texas();
    const lena = sessions.lena;
    const line = await postAs<boolean>(lena, '/ChangeInLaw/submitBusinessLine', {
      sectionId,
      industryId: BANKING,
      businessLineIds: [CONSUMER],
    });
    expect(line.body).toEqual({ Message: MAPPING_MESSAGES.businessLinesSaved, Result: true });
    const { rows } = await catalogue.running.db.query<{ law_detail_id: number }>(
      'SELECT law_detail_id FROM section_business_lines WHERE section_id = $1 AND business_line_id = $2',
      [sectionId, CONSUMER],
    );
    expect(rows).toEqual([{ law_detail_id: lawDetailId }]);

    const options = (
      await get<MappingOptionsDto>(lena, '/LegalModule/get-section-mapping-options', {
        sectionId,
        industryId: BANKING,
      })
    ).body.Result;
    const consumer = options.businessLines.find((entry) => entry.businessLineId === CONSUMER)!;
    const saves: [string, string, number[], string][] = [
      [
        '/ChangeInLaw/submit-product-businessline',
        'productIds',
        [consumer.products[0].id],
        MAPPING_MESSAGES.productsSaved,
      ],
      [
        '/ChangeInLaw/submit-institution-businessline',
        'institutionTypeIds',
        [options.institutionTypes[0].id],
        MAPPING_MESSAGES.institutionTypesSaved,
      ],
      [
        '/ChangeInLaw/submit-category-businessline',
        'categoryIds',
        [consumer.categories[0].id],
        MAPPING_MESSAGES.categoriesSaved,
      ],
      [
        '/ChangeInLaw/submit-lawprocess-businessline',
        'processIds',
        [consumer.processes[0].id],
        MAPPING_MESSAGES.processesSaved,
      ],
    ];
    for (const [path, field, ids, message] of saves) {
      const answer = await postAs<boolean>(lena, path, { sectionId, businessLineId: CONSUMER, [field]: ids });
      expect(answer.body).toEqual({ Message: message, Result: true });
    }
    const scope = await postAs<boolean>(lena, '/ChangeInLaw/submit-law-scope', {
      sectionId,
      lawScopeId: options.lawScopes[0].id,
    });
    expect(scope.body.Message).toBe(MAPPING_MESSAGES.lawScopeSaved);

    const filters = (await get<MappedFiltersDto>(lena, FILTERS, { sectionId, industryId: BANKING })).body
      .Result;
    expect(filters.mappedBusinessLines).toEqual([
      { businessLineId: CONSUMER, businessLineName: 'Consumer Lending' },
    ]);
    expect(filters.mappedBusinessLineProducts.map((item) => item.id)).toEqual([consumer.products[0].id]);
    expect(filters.mappedBusinessLineInstitutions.map((item) => item.id)).toEqual([
      options.institutionTypes[0].id,
    ]);
    expect(filters.mappedCategories.map((item) => item.id)).toEqual([consumer.categories[0].id]);
    expect(filters.mappedLawProcess.map((item) => item.id)).toEqual([consumer.processes[0].id]);
    expect(filters.lawScopeName).toBe('Enterprise-wide');

    // Taking the line off takes its mapping with it.
    await postAs(lena, '/ChangeInLaw/submitBusinessLine', {
      sectionId,
      industryId: BANKING,
      businessLineIds: [],
    });
    const after = (await get<MappedFiltersDto>(lena, FILTERS, { sectionId, industryId: BANKING })).body
      .Result;
    expect(after.mappedBusinessLines).toEqual([]);
    const left = await catalogue.running.db.query(
      'SELECT 1 FROM section_company_processes WHERE section_id = $1 AND business_line_id = $2',
      [sectionId, CONSUMER],
    );
    expect(left.rows).toEqual([]);
  });

  it('refuses lines that are not mapped, not the user’s or of another industry, and items of another line', async () => {
    const { sectionId } = await texas();
    const lena = sessions.lena;
    expectRefusal(
      await postAs(lena, '/ChangeInLaw/submit-product-businessline', {
        sectionId,
        businessLineId: DEPOSITS,
        productIds: [],
      }),
      400,
      MAPPING_MESSAGES.businessLineNotMapped,
    );
    expectRefusal(
      await postAs(lena, '/ChangeInLaw/submitBusinessLine', {
        sectionId,
        industryId: BANKING,
        businessLineIds: [LINES['Commercial Lending']],
      }),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
    expectRefusal(
      await postAs(lena, '/ChangeInLaw/submitBusinessLine', {
        sectionId,
        industryId: BANKING,
        businessLineIds: [LINES['Mortgage Origination']],
      }),
      400,
      MAPPING_MESSAGES.businessLineNotInIndustry,
    );
    await postAs(lena, '/ChangeInLaw/submitBusinessLine', {
      sectionId,
      industryId: BANKING,
      businessLineIds: [DEPOSITS],
    });
    const options = (
      await get<MappingOptionsDto>(lena, '/LegalModule/get-section-mapping-options', {
        sectionId,
        industryId: BANKING,
      })
    ).body.Result;
    const consumerProduct = options.businessLines.find((entry) => entry.businessLineId === CONSUMER)!
      .products[0].id;
    expectRefusal(
      await postAs(lena, '/ChangeInLaw/submit-product-businessline', {
        sectionId,
        businessLineId: DEPOSITS,
        productIds: [consumerProduct],
      }),
      400,
      MAPPING_MESSAGES.itemsNotOfBusinessLine('product'),
    );
    expectRefusal(
      await postAs(lena, '/ChangeInLaw/submit-law-scope', { sectionId, lawScopeId: 999 }),
      404,
      MAPPING_MESSAGES.lawScopeNotFound,
    );
    expectRefusal(
      await catalogue.client.post('/ChangeInLaw/submit-law-scope', {
        token: lena.accessToken,
        body: [{ UserId: lena.userId }],
      }),
      400,
      'The request is invalid.',
    );
  });

  it('maps validator tests to a requirement of the user’s line', async () => {
    const { sectionId } = await section('§ 1002.9');
    const filters = (await get<MappedFiltersDto>(sessions.lena, FILTERS, { sectionId, industryId: BANKING }))
      .body.Result;
    const requirement = filters.mappedLawRequirement.find((row) => row.businessLineId === CONSUMER)!;
    const options = (
      await get<MappingOptionsDto>(sessions.lena, '/LegalModule/get-section-mapping-options', {
        sectionId,
        industryId: BANKING,
      })
    ).body.Result;
    const tests = options.businessLines.find((entry) => entry.businessLineId === CONSUMER)!.validatorTests;
    const answer = await postAs(sessions.lena, '/ChangeInLaw/submit-requirement-valtest', {
      requirementId: requirement.id,
      validatorTestIds: [tests[0].id, tests[1].id],
    });
    expect(answer.body.Message).toBe(MAPPING_MESSAGES.validatorTestsSaved);
    const after = (await get<MappedFiltersDto>(sessions.lena, FILTERS, { sectionId, industryId: BANKING }))
      .body.Result;
    expect(
      after.mappedLawRequirement
        .find((row) => row.id === requirement.id)!
        .validatorTests.map((test) => test.id),
    ).toEqual([tests[0].id, tests[1].id]);
    expectRefusal(
      await postAs(sessions.rita, '/ChangeInLaw/submit-requirement-valtest', {
        requirementId: requirement.id,
        validatorTestIds: [],
      }),
      404,
      CATALOGUE_MESSAGES.requirementNotFound,
    );
  });
});

describe('change in law', () => {
  async function change(number: string) {
    const { lawId, sectionId, lawDetailId } = await section(number);
    const answer = await get<ChangeDto & { businessLines: ChangeBusinessLineDto[] }>(
      sessions.lena,
      '/ChangeInLaw/GetChangedLawDetails',
      {
        lawId,
        sectionId,
        lawDetailId,
        statusId: 6,
      },
    );
    expect(answer.status).toBe(200);
    return answer.body.Result;
  }
  const rows = async (changeLawId: number, businessLineId: number) =>
    (
      await get<ChangeRequirementDto[]>(sessions.lena, '/ChangeInLawRequirement/GetChangeRequirements', {
        changeLawId,
        businessLineId,
      })
    ).body.Result;

  it('answers the change and its updated requirements, old and new', async () => {
    const details = await change('§ 1026.19');
    expect(details).toMatchObject({ status: 'Changed Law', statusId: 6 });
    expect(details.businessLines.map((line) => line.businessLineName)).toContain('Consumer Lending');
    const list = await rows(details.changeLawId, CONSUMER);
    expect(list.map((row) => row.RequirementChangeStatus)).toEqual(['Changed', 'Changed', 'New']);
    expect(list[0]).toMatchObject({ OldRequirementNumber: 'REGZ_006', NewRequirementNumber: 'REGZ_006' });
    expect(list[0].NewRequirement).toContain('changed circumstance');
    expect(list[2]).toMatchObject({ OldRequirement: null, NewRequirementNumber: 'REGZ_020' });
    expectRefusal(
      await get(sessions.ben, '/ChangeInLawRequirement/GetChangeRequirements', {
        changeLawId: details.changeLawId,
        businessLineId: LINES['Mortgage Origination'],
      }),
      403,
      CATALOGUE_MESSAGES.businessLineNotAssigned,
    );
  });

  it('edits, renumbers, adds, deletes and undoes rows, then accepting writes them to the requirements', async () => {
    const details = await change('§ 1026.19');
    const line = LINES['Credit Cards'];
    const [first, second, added] = await rows(details.changeLawId, line);
    const lena = sessions.lena;

    expect(
      (
        await send(lena, 'PUT', '/ChangeInLawRequirement/EditLawRequirement', {
          id: first.id,
          requirement: 'Deliver the Loan Estimate promptly.',
          requirementTypeId: 2,
        })
      ).body.Message,
    ).toBe(MAPPING_MESSAGES.requirementUpdated);
    expectRefusal(
      await send(lena, 'PUT', '/ChangeInLawRequirement/EditLawRequirement', {
        id: first.id,
        requirement: '1x',
        requirementTypeId: 2,
      }),
      400,
      MAPPING_MESSAGES.requirementTextInvalid,
    );
    expectRefusal(
      await send(lena, 'PUT', '/ChangeInLawRequirement/UpdateRequirementNumber', {
        id: second.id,
        newRequirementNumber: 'REGZ_006',
      }),
      409,
      MAPPING_MESSAGES.duplicateNumber,
    );
    expectRefusal(
      await send(lena, 'PUT', '/ChangeInLawRequirement/UpdateRequirementNumber', {
        id: second.id,
        newRequirementNumber: 'bad number',
      }),
      400,
      MAPPING_MESSAGES.requirementNumberInvalid,
    );
    await send(lena, 'PUT', '/ChangeInLawRequirement/UpdateRequirementNumber', {
      id: second.id,
      newRequirementNumber: 'REGZ_017',
    });
    const add = await postAs<{ id: number; requirementNumber: string }>(
      lena,
      '/ChangeInLawRequirement/AddNewRequirement',
      {
        changeLawId: details.changeLawId,
        businessLineId: line,
        requirementTypeId: 2,
        requirement: 'Train staff on the new disclosure timing.',
      },
    );
    expect(add.body.Result.requirementNumber).toBe('REGZ_021');
    await send(lena, 'DELETE', '/ChangeInLawRequirement/DeleteLawRequirement', { id: added.id });
    await send(lena, 'PUT', '/ChangeInLawRequirement/UndoLawRequirement', { id: first.id });
    const draft = await send(lena, 'PUT', '/ChangeInLawRequirement/SaveOrSubmitLawRequirement', {
      changeLawId: details.changeLawId,
      businessLineId: line,
      isSubmitted: false,
    });
    expect(draft.body.Message).toBe(MAPPING_MESSAGES.draftSaved);

    const list = await rows(details.changeLawId, line);
    expect(list.map((row) => [row.NewRequirementNumber, row.RequirementChangeStatus])).toEqual([
      ['REGZ_006', 'Changed'],
      ['REGZ_017', 'Changed'],
      [null, 'Deleted'],
      ['REGZ_021', 'New'],
    ]);
    expect(list[0].NewRequirement).toContain('changed circumstance');

    const accepted = await postAs(lena, '/ChangeInLaw/accept-law', {
      changeLawId: details.changeLawId,
      businessLineId: line,
      decision: 'Accepted',
    });
    expect(accepted.body.Message).toBe(MAPPING_MESSAGES.accepted);
    const { rows: requirements } = await catalogue.running.db.query<{
      requirement_number: string;
      requirement_text: string;
    }>(
      'SELECT requirement_number, requirement_text FROM requirements WHERE section_id = $1 AND business_line_id = $2 ORDER BY requirement_number',
      [details.sectionId, line],
    );
    expect(requirements.map((row) => row.requirement_number)).toEqual(['REGZ_006', 'REGZ_017', 'REGZ_021']);
    const { rows: versions } = await catalogue.running.db.query<{
      requirement_number: string;
      version: number;
      updated_by: number;
    }>(
      'SELECT requirement_number, version, updated_by FROM requirements WHERE section_id = $1 AND business_line_id = $2 ORDER BY requirement_number',
      [details.sectionId, line],
    );
    // Changed requirements move to a new version (the workflow's optimistic check), by the user who accepted.
    expect(versions[0]).toMatchObject({ version: 2, updated_by: lena.userId });
    expect(versions[2]).toMatchObject({ version: 1, updated_by: lena.userId });
    expect(requirements[0].requirement_text).toContain('changed circumstance');

    expectRefusal(
      await postAs(lena, '/ChangeInLaw/accept-law', {
        changeLawId: details.changeLawId,
        businessLineId: line,
        decision: 'DoesNotApply',
        comment: 'x',
      }),
      409,
      MAPPING_MESSAGES.alreadyDecided,
    );
    expectRefusal(
      await send(lena, 'PUT', '/ChangeInLawRequirement/UndoLawRequirement', { id: first.id }),
      409,
      MAPPING_MESSAGES.alreadyDecided,
    );
    const after = await change('§ 1026.19');
    expect(after.businessLines.find((entry) => entry.businessLineId === line)).toMatchObject({
      decision: 'Accepted',
      decidedBy: 'Lena Lawyer',
    });
  });

  it('does not apply: needs a comment, leaves the requirements alone, records who and why', async () => {
    const details = await change('§ 1026.43');
    const line = LINES['Mortgage Origination'];
    const before = await catalogue.running.db.query(
      'SELECT requirement_text FROM requirements WHERE section_id = $1 AND business_line_id = $2 ORDER BY id',
      [details.sectionId, line],
    );
    expectRefusal(
      await postAs(sessions.lena, '/ChangeInLaw/accept-law', {
        changeLawId: details.changeLawId,
        businessLineId: line,
        decision: 'DoesNotApply',
        comment: '  ',
      }),
      400,
      MAPPING_MESSAGES.commentRequired,
    );
    expectRefusal(
      await postAs(sessions.lena, '/ChangeInLaw/accept-law', {
        changeLawId: details.changeLawId,
        businessLineId: line,
        decision: 'AcceptedWithPolicy',
      }),
      400,
      MAPPING_MESSAGES.policyRequired,
    );
    expectRefusal(
      await postAs(sessions.lena, '/ChangeInLaw/accept-law', {
        changeLawId: details.changeLawId,
        businessLineId: line,
        decision: 'Maybe',
      }),
      400,
      MAPPING_MESSAGES.decisionInvalid,
    );
    const answer = await postAs(sessions.lena, '/ChangeInLaw/accept-law', {
      changeLawId: details.changeLawId,
      businessLineId: line,
      decision: 'DoesNotApply',
      comment: 'We do not originate these loans.',
    });
    expect(answer.body.Message).toBe(MAPPING_MESSAGES.doesNotApply);
    const after = await catalogue.running.db.query(
      'SELECT requirement_text FROM requirements WHERE section_id = $1 AND business_line_id = $2 ORDER BY id',
      [details.sectionId, line],
    );
    expect(after.rows).toEqual(before.rows);
    const decided = (await change('§ 1026.43')).businessLines.find((entry) => entry.businessLineId === line)!;
    expect(decided).toMatchObject({
      decision: 'DoesNotApply',
      decisionComment: 'We do not originate these loans.',
      decidedBy: 'Lena Lawyer',
    });
    expect(decided.decidedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('records a new change in law with every requirement of the section as No Change', async () => {
    const { sectionId } = await section('§ 1002.9');
    const posted = await postAs<{ changeLawId: number }>(sessions.lena, '/ChangeInLaw/PostChangeLaw', {
      sectionId,
      changeTypeId: 1,
      statusId: 6,
      summary: 'Notice timing clarified.',
      effectiveDate: '2027-01-01',
    });
    expect(posted.body.Message).toBe(MAPPING_MESSAGES.changeSaved);
    const list = await rows(posted.body.Result.changeLawId, CONSUMER);
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every(
        (row) => row.RequirementChangeStatus === 'No Change' && row.OldRequirement === row.NewRequirement,
      ),
    ).toBe(true);
    const mapped = await get<MappedFiltersDto & { changeLawId: number }>(
      sessions.lena,
      '/ChangeInLaw/get-mapped-filters-requirements',
      { changeLawId: posted.body.Result.changeLawId, industryId: BANKING },
    );
    expect(mapped.body.Result).toMatchObject({ changeLawId: posted.body.Result.changeLawId, sectionId });
    expectRefusal(
      await get(sessions.lena, '/ChangeInLaw/get-mapped-filters-requirements', {
        changeLawId: 99999,
        industryId: BANKING,
      }),
      404,
      MAPPING_MESSAGES.changeNotFound,
    );
  });
});
