import { OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const DASHBOARD = `query ($systemId: ID, $clientId: ID) {
  dmuDashboard(systemId: $systemId, clientId: $clientId) { notRequiredNotExpected agrcFieldsNotAvailable } }`;
const CLIENTS = `{ dmuClients { id name } dmuSystems { id name } dmuAgrcCategories { name fields { id name } } }`;
const SAVE = `mutation ($input: SaveDmuMappingInput!) { saveDmuMapping(input: $input) { mapping { id clientId } } }`;
const QUEUE = `{ loanRemediationQueue(page: { pageSize: 500 }) { totalCount items { id clientId status version } } }`;
const SAVE_ROW = `mutation ($input: SaveLoanRemediationInput!) { saveLoanRemediation(input: $input) { row { status } } }`;

/**
 * The two holes users found, through the BFF over the reference catalogue: a client's DMU mapping moved every
 * client's counts, and a client's administrator changed another client's remediation status.
 */
describe("one client's DMU mappings and remediation rows stay its own", () => {
  let harness: Harness;
  let business: TestClient;
  let northgate: TestClient;
  let northgateAdmin: TestClient;
  let clientAdmin: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    [business, northgate, northgateAdmin, clientAdmin] = [1, 2, 3, 4].map(() => harness.client());
    await business.login('business@lexbridge.test');
    await northgate.login('northgate-business@lexbridge.test');
    await northgateAdmin.login('northgate-admin@lexbridge.test');
    await clientAdmin.login('clientadmin@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it("moves only the saving client's DMU counts, and refuses another client by name", async () => {
    const lookups = await business.gql<{
      dmuClients: { id: string; name: string }[];
      dmuSystems: { id: string; name: string }[];
      dmuAgrcCategories: { name: string; fields: { id: string; name: string }[] }[];
    }>(CLIENTS);
    expect(lookups.data!.dmuClients.map((client) => client.name)).toEqual(['Harborview Credit Union']);
    const systemId = lookups.data!.dmuSystems.find((system) => system.name === 'Encompass')!.id;
    const field = lookups.data!.dmuAgrcCategories.flatMap((c) => c.fields).find((f) => f.name === 'APR')!;
    type Counts = { dmuDashboard: { notRequiredNotExpected: number } };
    const counts = async (who: TestClient) =>
      (await who.gql<Counts>(DASHBOARD, { systemId })).data!.dmuDashboard.notRequiredNotExpected;
    const before = { harborview: await counts(business), northgate: await counts(northgate) };

    const saved = await business.gql<{ saveDmuMapping: { mapping: { clientId: string } } }>(SAVE, {
      input: { systemId, status: 'NOT_EXPECTED', agrcFieldIds: [field.id] },
    });
    expect(saved.errors).toBeUndefined();
    expect(await counts(business)).toBe(before.harborview + 1);
    expect(await counts(northgate)).toBe(before.northgate);

    const harborviewId = saved.data!.saveDmuMapping.mapping.clientId;
    const named = await northgate.gql(DASHBOARD, { systemId, clientId: harborviewId });
    expect(named.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(named.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
  });

  it("keeps a client's administrator from changing another client's remediation status", async () => {
    type Queue = { loanRemediationQueue: { items: { id: string; status: string; version: number }[] } };
    const harborviewRows = (await clientAdmin.gql<Queue>(QUEUE)).data!.loanRemediationQueue.items;
    expect(harborviewRows.length).toBeGreaterThan(0);
    expect((await northgateAdmin.gql<Queue>(QUEUE)).data!.loanRemediationQueue.items).toEqual([]);

    const row = harborviewRows.find((candidate) => candidate.status === 'NEW')!;
    const refused = await northgateAdmin.gql(SAVE_ROW, {
      input: { id: row.id, status: 'REVIEW', version: row.version },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const after = (await clientAdmin.gql<Queue>(QUEUE)).data!.loanRemediationQueue.items;
    expect(after.find((candidate) => candidate.id === row.id)).toEqual(row);
  });
});
