import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type GraphQLResult, type Harness, type TestClient } from '../../../testing/harness.js';

const HIERARCHY = `{ setupHierarchy { id name businessLines { id entities { id prefixName } } } }`;
const SAVE_CHANGES = `mutation ($input: SaveHeaderChangesInput!) { saveHeaderChanges(input: $input) { request { id status version } } }`;
const SUBMIT = `mutation ($id: ID!, $version: Int!) { submitHeaderChanges(id: $id, version: $version) { request { id version } } }`;
const APPROVE = `mutation ($id: ID!, $version: Int!) { approveHeaderChanges(id: $id, version: $version) { request { status } } }`;

interface Hierarchy {
  setupHierarchy: { id: string; name: string; businessLines: { id: string; entities: { id: string }[] }[] }[];
}

const errorOf = (result: GraphQLResult) => ({
  code: result.errors?.[0]?.extensions?.code,
  message: result.errors?.[0]?.message,
});
const NOT_FOUND = { code: 'NOT_FOUND', message: 'The record was not found.' };
const PROVIDER_ONLY = { code: 'FORBIDDEN', message: 'Only provider staff may change this.' };

describe("validator setup and test requests: a client's users reach their own client only", () => {
  let harness: Harness;
  let admin: TestClient;
  let clientAdmin: TestClient;
  let tree: Hierarchy['setupHierarchy'];

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client();
    clientAdmin = harness.client();
    await admin.login('admin@lexbridge.test');
    await clientAdmin.login('clientadmin@lexbridge.test');
    tree = (await admin.gql<Hierarchy>(HIERARCHY)).data!.setupHierarchy;
  });
  afterAll(() => harness?.close());

  const clientNamed = (name: string) => tree.find((client) => client.name === name)!;
  const firstEntityOf = (name: string) =>
    clientNamed(name).businessLines.flatMap((line) => line.entities)[0]!;

  it("shows clientadmin@ its own client's setup only, and another client's records as NOT_FOUND", async () => {
    const own = await clientAdmin.gql<Hierarchy>(HIERARCHY);
    expect(own.data!.setupHierarchy.map((client) => client.name)).toEqual(['Harborview Credit Union']);
    const northgate = clientNamed('Northgate Savings Bank');
    const theirs = firstEntityOf('Northgate Savings Bank');
    for (const [source, variables] of [
      [`query ($id: ID!) { headerFields(entityId: $id) { id } }`, { id: theirs.id }],
      [`query ($id: ID!) { clientFiles(entityId: $id) { id } }`, { id: theirs.id }],
      [`query ($id: ID!) { headerChangeRequests(entityId: $id) { id } }`, { id: theirs.id }],
      [
        `query ($client: ID!, $line: ID!) { setupEntities(clientId: $client, businessLineId: $line) { id } }`,
        { client: northgate.id, line: northgate.businessLines[0]!.id },
      ],
      [`query ($client: ID!) { validatorTestRequests(clientId: $client) { id } }`, { client: northgate.id }],
      [
        `query ($client: ID!) { validatorResultCounts(filter: { clientId: $client }) { total } }`,
        { client: northgate.id },
      ],
      [
        `mutation ($client: ID!) { startPipelineRun(clientId: $client) { message } }`,
        { client: northgate.id },
      ],
    ] as const) {
      expect(errorOf(await clientAdmin.gql(source, variables)), source).toEqual(NOT_FOUND);
    }
    const request = await clientAdmin.gql(
      `mutation ($input: ValidatorTestRequestInput!) { submitValidatorTestRequest(input: $input) { message } }`,
      {
        input: {
          clientId: northgate.id,
          businessLineId: northgate.businessLines[0]!.id,
          systemTypeId: '1',
          sourceTypeId: '1',
          entityIds: [theirs.id],
        },
      },
    );
    expect(errorOf(request)).toEqual(NOT_FOUND);
    const filters = await clientAdmin.gql<{ validatorResultFilters: { clients: { name: string }[] } }>(
      `{ validatorResultFilters { clients { name } } }`,
    );
    expect(filters.data!.validatorResultFilters.clients.map((client) => client.name)).toEqual([
      'Harborview Credit Union',
    ]);
  });

  it('leaves the setup, its reference data and the decisions to provider staff', async () => {
    const harborview = clientNamed('Harborview Credit Union');
    const save = await clientAdmin.gql(
      `mutation ($input: SetupEntityInput!) { saveSetupEntity(input: $input) { message } }`,
      {
        input: {
          clientId: harborview.id,
          businessLineId: harborview.businessLines[0]!.id,
          name: 'Ours',
          prefixName: 'OURS',
        },
      },
    );
    expect(errorOf(save)).toEqual(PROVIDER_ONLY);
    const systemType = await clientAdmin.gql(
      `mutation ($input: TestSystemTypeInput!) { saveValidatorTestSystemType(input: $input) { message } }`,
      { input: { businessLineId: harborview.businessLines[0]!.id, name: 'Ours' } },
    );
    expect(errorOf(systemType)).toEqual(PROVIDER_ONLY);
    expect(errorOf(await clientAdmin.gql(APPROVE, { id: '1', version: 1 }))).toEqual(PROVIDER_ONLY);
  });

  it('refuses whoever submitted a header change its own approval', async () => {
    const entity = firstEntityOf('Harborview Credit Union');
    const saved = await admin.gql<{ saveHeaderChanges: { request: { id: string; version: number } } }>(
      SAVE_CHANGES,
      { input: { entityId: entity.id, rows: [{ changeKind: 'REMOVED', clientSourceField: 'LienStatus' }] } },
    );
    expect(saved.errors).toBeUndefined();
    const request = saved.data!.saveHeaderChanges.request;
    const submitted = await admin.gql<{ submitHeaderChanges: { request: { version: number } } }>(SUBMIT, {
      id: request.id,
      version: request.version,
    });
    expect(submitted.errors).toBeUndefined();
    const approval = await admin.gql(APPROVE, {
      id: request.id,
      version: submitted.data!.submitHeaderChanges.request.version,
    });
    expect(errorOf(approval)).toEqual({
      code: 'FORBIDDEN',
      message: 'You submitted this item, so another person must approve it or send it back.',
    });
  });
});
