import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type GraphQLResult, type Harness, type TestClient } from '../../../testing/harness.js';

const MAPPINGS_FIELDS = `sectionId industryId lawScopeId lawScopeName completenessMessage completenessMessages
  businessLines { businessLineId businessLineName }
  products { id name businessLineId } institutionTypes { id name businessLineId } categories { id name businessLineId }
  processes { id name businessProcessName businessLineId businessLineName }
  requirements { id requirementNumber businessLineId validatorTests { id testNumber } }
  differentProducts differentInstitutionTypes differentCategories differentProcesses`;
const MAPPINGS = `query ($input: SectionMappingsInput!) { sectionMappings(input: $input) { ${MAPPINGS_FIELDS} } }`;
const OPTIONS = `query ($input: SectionMappingsInput!) { sectionMappingOptions(input: $input) {
  lawScopes { id name } institutionTypes { id name }
  businessLines { businessLineId businessLineName products { id name } categories { id name }
    processes { id name businessProcessName } validatorTests { id testNumber name } } } }`;
const SECTIONS = `query ($lawIds: [ID!]!) { mappingSections(lawIds: $lawIds) { lawId sectionId lawDetailId section regulator lawName sectionStatus } }`;
const PAYLOAD = `{ message mappings { ${MAPPINGS_FIELDS} } }`;
const MAP_LINES = `mutation ($input: MapSectionBusinessLinesInput!) { mapSectionBusinessLines(input: $input) ${PAYLOAD} }`;
const item = (name: string) =>
  `mutation ($input: MapSectionItemsInput!) { ${name}(input: $input) ${PAYLOAD} }`;
const SCOPE = `mutation ($input: SetSectionLawScopeInput!) { setSectionLawScope(input: $input) ${PAYLOAD} }`;
const TESTS = `mutation ($input: MapRequirementValidatorTestsInput!) { mapRequirementValidatorTests(input: $input) ${PAYLOAD} }`;
const CHANGE_MAPPINGS = `query ($input: ChangeLawMappingsInput!) { changeLawMappings(input: $input) { sectionId changeLawId businessLines { businessLineName } } }`;

interface Mappings {
  completenessMessage: string;
  completenessMessages: string[];
  lawScopeId: string | null;
  lawScopeName: string | null;
  businessLines: { businessLineId: string; businessLineName: string }[];
  products: { id: string }[];
  institutionTypes: { id: string }[];
  categories: { id: string }[];
  processes: { id: string; businessLineName: string }[];
  requirements: { id: string; businessLineId: string; validatorTests: { id: string }[] }[];
  differentProducts: boolean;
}
interface Options {
  lawScopes: { id: string; name: string }[];
  institutionTypes: { id: string }[];
  businessLines: {
    businessLineId: string;
    products: { id: string }[];
    categories: { id: string }[];
    processes: { id: string }[];
    validatorTests: { id: string }[];
  }[];
}

/** Texas Consumer Loans § 342.201: mapped to Consumer Finance lines only, nothing of Banking. */
const TEXAS = { sectionId: '50', industryId: '1' };
const REG_B = { sectionId: '6', industryId: '1' };
const CONSUMER = '2';

function expectError(result: GraphQLResult, code: string, message: string, field?: string) {
  expect(result.errors?.[0]?.extensions?.code).toBe(code);
  expect(result.errors?.[0]?.message).toBe(message);
  if (field) expect((result.errors?.[0]?.extensions?.fields as Record<string, string>)[field]).toBe(message);
}

describe('section mappings against the reference catalogue', () => {
  let harness: Harness;
  let lawyer: TestClient;
  let reader: TestClient;
  beforeAll(async () => {
    harness = await startHarness();
    lawyer = harness.client({ 'x-lexbridge-route': '/legal-module/mapLawToBusinessProcesses' });
    reader = harness.client();
    await lawyer.login('lawyer@lexbridge.test');
    await reader.login('reader@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('answers a section’s mapped filters with the completeness message', async () => {
    const complete = await lawyer.gql<{ sectionMappings: Mappings }>(MAPPINGS, { input: REG_B });
    expect(complete.errors).toBeUndefined();
    const mappings = complete.data!.sectionMappings;
    expect(mappings.businessLines.map((line) => line.businessLineName)).toEqual([
      'Consumer Lending',
      'Credit Cards',
    ]);
    expect(mappings.lawScopeName).toBe('Business Line');
    expect(mappings.completenessMessage).toBe('');
    expect(mappings.processes[0]!.businessLineName).toBe('Consumer Lending');

    const empty = await lawyer.gql<{ sectionMappings: Mappings }>(MAPPINGS, { input: TEXAS });
    expect(empty.data!.sectionMappings.completenessMessage).toBe('Please add Business Line');
  });

  it('lists the sections of the selected laws and the pickers’ options', async () => {
    const sections = await lawyer.gql<{ mappingSections: { sectionId: string; section: string }[] }>(
      SECTIONS,
      { lawIds: ['16'] },
    );
    expect(sections.data!.mappingSections.map((row) => row.sectionId)).toContain('50');
    const options = await lawyer.gql<{ sectionMappingOptions: Options }>(OPTIONS, { input: TEXAS });
    expect(options.data!.sectionMappingOptions.lawScopes.map((scope) => scope.name)).toContain(
      'Enterprise-wide',
    );
    expect(options.data!.sectionMappingOptions.businessLines.map((line) => line.businessLineId)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expectError(
      await lawyer.gql(SECTIONS, { lawIds: [] }),
      'BAD_USER_INPUT',
      'Please select a Law.',
      'lawIds',
    );
  });

  it('maps a line, then its products, institution types, categories and processes, then the scope: the message follows', async () => {
    const options = (await lawyer.gql<{ sectionMappingOptions: Options }>(OPTIONS, { input: TEXAS })).data!
      .sectionMappingOptions;
    const consumer = options.businessLines.find((line) => line.businessLineId === CONSUMER)!;

    const mapped = await lawyer.gql<{ mapSectionBusinessLines: { message: string; mappings: Mappings } }>(
      MAP_LINES,
      {
        input: { ...TEXAS, businessLineIds: [CONSUMER] },
      },
    );
    expect(mapped.errors).toBeUndefined();
    expect(mapped.data!.mapSectionBusinessLines.message).toBe('Business lines mapped successfully.');
    expect(mapped.data!.mapSectionBusinessLines.mappings.completenessMessage).toBe(
      'Please add Product, Institution Type, Category, Process for selected Business Line: Consumer Lending',
    );

    const steps: [string, string[], string, string][] = [
      [
        'mapSectionProducts',
        [consumer.products[0]!.id],
        'Products mapped successfully.',
        'Please add Institution Type, Category, Process for selected Business Line: Consumer Lending',
      ],
      [
        'mapSectionInstitutionTypes',
        [options.institutionTypes[0]!.id],
        'Institution types mapped successfully.',
        'Please add Category, Process for selected Business Line: Consumer Lending',
      ],
      [
        'mapSectionCategories',
        [consumer.categories[0]!.id],
        'Categories mapped successfully.',
        'Please add Process for selected Business Line: Consumer Lending',
      ],
      [
        'mapSectionProcesses',
        [consumer.processes[0]!.id],
        'Processes mapped successfully.',
        'Please add Law Scope',
      ],
    ];
    for (const [mutation, itemIds, message, completeness] of steps) {
      const result = await lawyer.gql<Record<string, { message: string; mappings: Mappings }>>(
        item(mutation),
        {
          input: { ...TEXAS, businessLineId: CONSUMER, itemIds },
        },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data![mutation]!.message).toBe(message);
      expect(result.data![mutation]!.mappings.completenessMessage).toBe(completeness);
    }
    const scoped = await lawyer.gql<{ setSectionLawScope: { message: string; mappings: Mappings } }>(SCOPE, {
      input: { ...TEXAS, lawScopeId: options.lawScopes[0]!.id },
    });
    expect(scoped.data!.setSectionLawScope.message).toBe('Law scope saved successfully.');
    expect(scoped.data!.setSectionLawScope.mappings).toMatchObject({
      completenessMessage: '',
      lawScopeName: 'Enterprise-wide',
    });
  });

  it('names every incomplete business line, in mapping order', async () => {
    const options = (await lawyer.gql<{ sectionMappingOptions: Options }>(OPTIONS, { input: TEXAS })).data!
      .sectionMappingOptions;
    const lines = options.businessLines.map((line) => line.businessLineId);
    expect(lines.length).toBeGreaterThan(2);
    const mapped = await lawyer.gql<{ mapSectionBusinessLines: { mappings: Mappings } }>(MAP_LINES, {
      input: { ...TEXAS, businessLineIds: lines },
    });
    expect(mapped.errors).toBeUndefined();
    const mappings = mapped.data!.mapSectionBusinessLines.mappings;
    // Consumer Lending was completed above; every other line lacks everything, and each is named.
    const expected = mappings.businessLines
      .filter((line) => line.businessLineId !== CONSUMER)
      .map(
        (line) =>
          `Please add Product, Institution Type, Category, Process for selected Business Line: ${line.businessLineName}`,
      );
    expect(expected.length).toBeGreaterThan(1);
    expect(mappings.completenessMessages).toEqual(expected);
    expect(mappings.completenessMessage).toBe(expected.join('\n'));

    const back = await lawyer.gql<{ mapSectionBusinessLines: { mappings: Mappings } }>(MAP_LINES, {
      input: { ...TEXAS, businessLineIds: [CONSUMER] },
    });
    expect(back.data!.mapSectionBusinessLines.mappings.completenessMessages).toEqual([]);
  });

  it('maps validator tests to a requirement', async () => {
    const mappings = (await lawyer.gql<{ sectionMappings: Mappings }>(MAPPINGS, { input: REG_B })).data!
      .sectionMappings;
    const requirement = mappings.requirements.find((row) => row.businessLineId === CONSUMER)!;
    const options = (await lawyer.gql<{ sectionMappingOptions: Options }>(OPTIONS, { input: REG_B })).data!
      .sectionMappingOptions;
    const test = options.businessLines.find((line) => line.businessLineId === CONSUMER)!.validatorTests[0]!;
    const result = await lawyer.gql<{
      mapRequirementValidatorTests: { message: string; mappings: Mappings };
    }>(TESTS, {
      input: { ...REG_B, requirementId: requirement.id, validatorTestIds: [test.id] },
    });
    expect(result.data!.mapRequirementValidatorTests.message).toBe('Validator tests mapped successfully.');
    const after = result.data!.mapRequirementValidatorTests.mappings.requirements.find(
      (row) => row.id === requirement.id,
    )!;
    expect(after.validatorTests.map((entry) => entry.id)).toEqual([test.id]);
  });

  it('refuses bad input with the spec’s messages, before any catalogue call', async () => {
    expectError(
      await lawyer.gql(MAPPINGS, { input: { sectionId: '6', industryId: null } }),
      'BAD_USER_INPUT',
      'Select Industry First',
      'industryId',
    );
    expectError(
      await lawyer.gql(MAPPINGS, { input: { sectionId: 'x', industryId: '1' } }),
      'BAD_USER_INPUT',
      'sectionId must be a positive whole number.',
      'sectionId',
    );
    expectError(
      await lawyer.gql(MAP_LINES, { input: { ...TEXAS, businessLineIds: ['a'] } }),
      'BAD_USER_INPUT',
      'businessLineIds must be a positive whole number.',
    );
    for (const mutation of [
      'mapSectionProducts',
      'mapSectionInstitutionTypes',
      'mapSectionCategories',
      'mapSectionProcesses',
    ]) {
      expectError(
        await lawyer.gql(item(mutation), { input: { ...TEXAS, businessLineId: 'Select', itemIds: [] } }),
        'BAD_USER_INPUT',
        'Please Select Business Line First',
        'businessLineId',
      );
      expectError(
        await lawyer.gql(item(mutation), { input: { ...TEXAS, businessLineId: CONSUMER, itemIds: ['0'] } }),
        'BAD_USER_INPUT',
        `${
          {
            mapSectionProducts: 'productIds',
            mapSectionInstitutionTypes: 'institutionTypeIds',
            mapSectionCategories: 'categoryIds',
            mapSectionProcesses: 'processIds',
          }[mutation]
        } must be a positive whole number.`,
      );
    }
    expectError(
      await lawyer.gql(SCOPE, { input: { ...TEXAS, lawScopeId: null } }),
      'BAD_USER_INPUT',
      'Please add Law Scope',
      'lawScopeId',
    );
    expectError(
      await lawyer.gql(TESTS, { input: { ...REG_B, requirementId: 'r', validatorTestIds: [] } }),
      'BAD_USER_INPUT',
      'requirementId must be a positive whole number.',
    );
  });

  it('passes the catalogue’s refusals on with their words', async () => {
    expectError(
      await lawyer.gql(item('mapSectionProducts'), {
        input: { sectionId: '50', industryId: '1', businessLineId: '1', itemIds: [] },
      }),
      'UPSTREAM_ERROR',
      'The business line is not mapped to this section.',
    );
    expectError(
      await lawyer.gql(SCOPE, { input: { ...TEXAS, lawScopeId: '999' } }),
      'NOT_FOUND',
      'Law scope not found.',
    );
    expectError(
      await lawyer.gql(MAPPINGS, { input: { sectionId: '99999', industryId: '1' } }),
      'NOT_FOUND',
      'Section not found.',
    );
    expectError(
      await lawyer.gql(CHANGE_MAPPINGS, { input: { changeLawId: '99999', industryId: '1' } }),
      'NOT_FOUND',
      'Change in law not found.',
    );
    const change = await lawyer.gql<{ changeLawMappings: { changeLawId: string; sectionId: string } }>(
      CHANGE_MAPPINGS,
      { input: { changeLawId: '1', industryId: '1' } },
    );
    expect(change.data!.changeLawMappings).toMatchObject({ changeLawId: '1', sectionId: '12' });
  });

  it('lets a read-only user read but not save, and keeps signed-out callers out', async () => {
    const read = await reader.gql<{ sectionMappings: Mappings }>(MAPPINGS, {
      input: { sectionId: '50', industryId: '3' },
    });
    expect(read.errors).toBeUndefined();
    expectError(
      await reader.gql(MAP_LINES, { input: { sectionId: '50', industryId: '3', businessLineIds: [] } }),
      'FORBIDDEN',
      'You do not have permission to edit on this page.',
    );
    expect((await harness.client().gql(MAPPINGS, { input: REG_B })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
