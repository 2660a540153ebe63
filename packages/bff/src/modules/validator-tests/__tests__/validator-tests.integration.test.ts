import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATOR_TEST_MESSAGES as M } from '@lexbridge/rules';
import { startHarness, type GraphQLResult, type Harness, type TestClient } from '../../../testing/harness.js';

const HIERARCHY = `{ setupHierarchy { id businessLines { id entities { id prefixName isHmda } } } }`;
const SYSTEM_TYPES = `query ($line: ID) { validatorTestSystemTypes(businessLineId: $line) { id name active version businessLineId } }`;
const SAVE_SYSTEM_TYPE = `mutation ($input: TestSystemTypeInput!) { saveValidatorTestSystemType(input: $input) { message systemType { id name active version } } }`;
const SUBMIT_REQUEST = `mutation ($input: ValidatorTestRequestInput!) { submitValidatorTestRequest(input: $input) { message request { id systemTypeName entities { name } } } }`;
const FIELDS = `query ($entity: ID!, $type: RequirementFieldType!, $test: ID) { requirementFields(entityId: $entity, type: $type, testId: $test) { id type requirementId testId headerFieldId hmdaFieldId hmdaFieldName version } }`;
const SAVE_FIELD = `mutation ($input: RequirementFieldInput!) { saveRequirementField(input: $input) { message requirementField { id type version } } }`;

interface Hierarchy {
  setupHierarchy: {
    id: string;
    businessLines: { id: string; entities: { id: string; prefixName: string; isHmda: boolean }[] }[];
  }[];
}
interface Field {
  id: string;
  type: string;
  requirementId: string;
  testId: string;
  headerFieldId: string;
  hmdaFieldId: string | null;
  hmdaFieldName: string | null;
  version: number;
}

const fieldsOf = (result: GraphQLResult) =>
  result.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
const codeOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.code;

describe('validator test requests, the dashboard pair and requirement fields against the reference catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  let client: TestClient;
  let lawyer: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client();
    client = harness.client();
    lawyer = harness.client();
    await admin.login('admin@lexbridge.test');
    await client.login('business@lexbridge.test');
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  /** The first client's entity of a prefix, with its client and line. */
  const entityOf = async (who: TestClient, prefix: string) => {
    const tree = await who.gql<Hierarchy>(HIERARCHY);
    for (const c of tree.data!.setupHierarchy)
      for (const line of c.businessLines)
        for (const entity of line.entities)
          if (entity.prefixName === prefix) return { ...entity, clientId: c.id, businessLineId: line.id };
    throw new Error(`no ${prefix} entity`);
  };

  it('maintains system types as reference data and offers the active ones on the test user form', async () => {
    const loan = await entityOf(admin, 'LOAN');
    expect(
      codeOf(
        await client.gql(SAVE_SYSTEM_TYPE, { input: { businessLineId: loan.businessLineId, name: 'X' } }),
      ),
    ).toBe('FORBIDDEN');
    expect(
      fieldsOf(
        await admin.gql(SAVE_SYSTEM_TYPE, { input: { businessLineId: loan.businessLineId, name: ' ' } }),
      ),
    ).toEqual({
      name: M.nameRequired,
    });
    const duplicate = await admin.gql(SAVE_SYSTEM_TYPE, {
      input: { businessLineId: loan.businessLineId, name: 'msp' },
    });
    expect([codeOf(duplicate), duplicate.errors?.[0]?.message]).toEqual([
      'CONFLICT',
      'A system type of this name already exists for the business line.',
    ]);
    const saved = await admin.gql<{
      saveValidatorTestSystemType: { systemType: { id: string; version: number } };
    }>(SAVE_SYSTEM_TYPE, {
      input: { businessLineId: loan.businessLineId, name: 'Calyx Point', active: false },
    });
    expect(saved.data!.saveValidatorTestSystemType.systemType.version).toBe(1);
    const offered = await client.gql<{ validatorTestSystemTypes: { name: string }[] }>(SYSTEM_TYPES, {
      line: loan.businessLineId,
    });
    expect(offered.data!.validatorTestSystemTypes.map((row) => row.name)).toEqual([
      'Empower',
      'Encompass',
      'MSP',
    ]);
    expect(codeOf(await lawyer.gql(SYSTEM_TYPES, {}))).toBe('FORBIDDEN');
  });

  it("submits a client user's test request, with the form's messages checked first", async () => {
    const loan = await entityOf(client, 'LOAN');
    const systems = await client.gql<{ validatorTestSystemTypes: { id: string }[] }>(SYSTEM_TYPES, {
      line: loan.businessLineId,
    });
    const sources = await client.gql<{ validatorTestSourceTypes: { id: string; name: string }[] }>(
      `{ validatorTestSourceTypes(activeOnly: true) { id name } }`,
    );
    const input = {
      clientId: loan.clientId,
      businessLineId: loan.businessLineId,
      systemTypeId: systems.data!.validatorTestSystemTypes[0].id,
      sourceTypeId: sources.data!.validatorTestSourceTypes[0].id,
      entityIds: [loan.id],
    };
    expect(fieldsOf(await client.gql(SUBMIT_REQUEST, { input: { ...input, entityIds: [] } }))).toEqual({
      entityIds: M.entitiesRequired,
    });
    const sent = await client.gql<{
      submitValidatorTestRequest: { message: string; request: { id: string; entities: { name: string }[] } };
    }>(SUBMIT_REQUEST, { input });
    expect(sent.data!.submitValidatorTestRequest.message).toBe('Validator test request submitted.');
    expect(sent.data!.submitValidatorTestRequest.request.entities).toEqual([{ name: 'Loan' }]);
    const list = await client.gql<{ validatorTestRequests: { id: string }[] }>(
      `{ validatorTestRequests { id } }`,
    );
    expect(list.data!.validatorTestRequests[0].id).toBe(sent.data!.submitValidatorTestRequest.request.id);
  });

  it('gives the pipeline output its JSON filters and the results screen its loans with observations', async () => {
    const filters = await client.gql<{
      validatorJsonFilters: { businessLineName: string; tests: { testId: string }[] }[];
    }>(`{ validatorJsonFilters { businessLineName tests { testId } } }`);
    expect(filters.data!.validatorJsonFilters[0].tests.length).toBeGreaterThan(0);
    const card = await client.gql<{
      myValidatorLoanCounts: { loanCount: number };
      myValidatorLoans: { totalCount: number; items: { loanNumber: string; observationCount: number }[] };
    }>(
      `{ myValidatorLoanCounts { loanCount } myValidatorLoans(page: { pageNumber: 1, pageSize: 3 }) { totalCount items { loanNumber observationCount } } }`,
    );
    expect(card.data!.myValidatorLoans.totalCount).toBe(card.data!.myValidatorLoanCounts.loanCount);
    expect(card.data!.myValidatorLoans.items).toHaveLength(3);
    expect(
      fieldsOf(
        await client.gql(`{ myValidatorLoans(page: { pageNumber: 1, pageSize: 500 }) { totalCount } }`),
      ),
    ).toEqual({ pageSize: 'pageSize must be from 1 to 100.' });
    expect(codeOf(await lawyer.gql(`{ myValidatorLoanCounts { loanCount } }`))).toBe('FORBIDDEN');
  });

  it('maps requirement fields by type through their own calls, narrows them by test and exports them', async () => {
    const loan = await entityOf(admin, 'LOAN');
    const hmda = await entityOf(admin, 'HMDA');
    const filter = await client.gql<{
      testMappingFilter: { tests: { id: string }[]; hmdaFields: unknown[] };
    }>(`query ($id: ID!) { testMappingFilter(entityId: $id) { tests { id } hmdaFields { id } } }`, {
      id: loan.id,
    });
    expect(filter.data!.testMappingFilter.hmdaFields).toEqual([]);
    const vet = await client.gql<{ requirementFields: Field[] }>(FIELDS, { entity: loan.id, type: 'VET' });
    expect(vet.data!.requirementFields.length).toBeGreaterThan(0);
    const test = filter.data!.testMappingFilter.tests[0].id;
    const narrowed = await client.gql<{ requirementFields: Field[] }>(FIELDS, {
      entity: loan.id,
      type: 'VET',
      test,
    });
    expect(narrowed.data!.requirementFields.every((row) => row.testId === test)).toBe(true);
    const hmdaRows = await client.gql<{ requirementFields: Field[] }>(FIELDS, {
      entity: hmda.id,
      type: 'HMDA_VET',
    });
    expect(
      hmdaRows.data!.requirementFields.every((row) => row.type === 'HMDA_VET' && row.hmdaFieldName),
    ).toBe(true);

    const [row] = hmdaRows.data!.requirementFields;
    const input = {
      id: row.id,
      type: 'HMDA_VET',
      entityId: hmda.id,
      requirementId: row.requirementId,
      testId: row.testId,
      headerFieldId: row.headerFieldId,
      hmdaFieldId: row.hmdaFieldId,
      isRequired: false,
      version: row.version,
    };
    expect(codeOf(await client.gql(SAVE_FIELD, { input }))).toBe('FORBIDDEN');
    expect(fieldsOf(await admin.gql(SAVE_FIELD, { input: { ...input, hmdaFieldId: null } }))).toEqual({
      hmdaFieldId: M.hmdaFieldRequired,
    });
    expect(
      fieldsOf(
        await admin.gql(SAVE_FIELD, { input: { ...input, id: null, entityId: loan.id, version: null } }),
      ),
    ).toEqual({ hmdaFieldId: M.hmdaEntityOnly });
    const saved = await admin.gql<{ saveRequirementField: { requirementField: { version: number } } }>(
      SAVE_FIELD,
      {
        input,
      },
    );
    expect(saved.data!.saveRequirementField.requirementField.version).toBe(row.version + 1);
    expect(codeOf(await admin.gql(SAVE_FIELD, { input }))).toBe('CONFLICT');

    const ticket = await client.gql<{ exportRequirementFields: { url: string } }>(
      `mutation ($id: ID!) { exportRequirementFields(entityId: $id, type: HMDA_VET) { url } }`,
      { id: hmda.id },
    );
    const file = await fetch(`${harness.bffUrl}${ticket.data!.exportRequirementFields.url}`, {
      headers: { cookie: client.cookie! },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/HmdaFieldMapping_\d{4}-\d{2}-\d{2}\.xlsx/);

    const deleted = await admin.gql<{ deleteRequirementField: { message: string } }>(
      `mutation ($id: ID!) { deleteRequirementField(id: $id, type: HMDA_VET) { message } }`,
      { id: row.id },
    );
    expect(deleted.data!.deleteRequirementField.message).toBe('Record deleted successfully.');
  });
});
