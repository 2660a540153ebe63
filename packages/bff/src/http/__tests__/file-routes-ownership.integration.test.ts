import { OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../testing/harness.js';

const QUEUE = `{ loanRemediationQueue(page: { pageSize: 500 }) { items { id } } }`;
const TASKS = `query ($id: ID!) { remediationTasks(queueId: $id) { id evidence { id } } }`;
const TICKET = `mutation ($id: ID!, $queueId: ID) {
  remediationEvidenceDownload(id: $id, queueId: $queueId) { download { url } } }`;

/** File routes and download tickets: another client's record gets no ticket, provider-wide uploads no client user. */
describe('file routes and download tickets keep to the caller’s client', () => {
  let harness: Harness;
  let admin: TestClient;
  let harborviewAdmin: TestClient;
  let northgateAdmin: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client();
    harborviewAdmin = harness.client();
    northgateAdmin = harness.client();
    await admin.login('admin@lexbridge.test');
    await harborviewAdmin.login('clientadmin@lexbridge.test');
    await northgateAdmin.login('northgate-admin@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it("refuses a client's user the master filter mapping upload up front", async () => {
    const upload = (client: TestClient) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'rules.xlsx');
      return fetch(`${harness.bffUrl}/files/upload`, {
        method: 'POST',
        body: form,
        headers: { cookie: client.cookie! },
      });
    };
    for (const client of [harborviewAdmin, northgateAdmin]) {
      const refused = await upload(client);
      expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
        403,
        OWNERSHIP_MESSAGES.providerOnly,
      ]);
    }
    // Provider staff get past ownership to the file checks (these bytes are no workbook).
    expect((await upload(admin)).status).toBe(400);
  });

  it("issues an evidence ticket only for the caller's client's row and that row's evidence", async () => {
    const rows = (await admin.gql<{ loanRemediationQueue: { items: { id: string }[] } }>(QUEUE)).data!
      .loanRemediationQueue.items;
    let found: { queueId: string; evidenceId: string } | null = null;
    for (const row of [...rows].sort((a, b) => Number(a.id) - Number(b.id))) {
      const tasks = (
        await admin.gql<{ remediationTasks: { evidence: { id: string }[] }[] }>(TASKS, { id: row.id })
      ).data!.remediationTasks;
      const evidence = tasks.flatMap((task) => task.evidence)[0];
      if (evidence) {
        found = { queueId: row.id, evidenceId: evidence.id };
        break;
      }
    }
    expect(found).not.toBeNull();
    const { queueId, evidenceId } = found!;
    const other = rows.find((row) => row.id !== queueId)!;

    const issued = await admin.gql(TICKET, { id: evidenceId, queueId });
    expect(issued.errors).toBeUndefined();
    // A file named with a row it does not belong to gets no ticket.
    const wrongRow = await admin.gql(TICKET, { id: evidenceId, queueId: other.id });
    expect(wrongRow.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Another client's user: not found, whichever row it names.
    const foreign = await northgateAdmin.gql(TICKET, { id: evidenceId, queueId });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
    const unnamed = await northgateAdmin.gql(TICKET, { id: evidenceId });
    expect(unnamed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // The upload of evidence: the row must be the caller's client's and the task one of the row's.
    const tasks = (await admin.gql<{ remediationTasks: { id: string }[] }>(TASKS, { id: queueId })).data!
      .remediationTasks;
    const upload = (client: TestClient, taskId: string, rowId: string | null) => {
      const form = new FormData();
      form.append('taskId', taskId);
      if (rowId) form.append('queueId', rowId);
      form.append('file', new Blob([Buffer.from('cure letter\n')]), 'cure.txt');
      return fetch(`${harness.bffUrl}/files/remediation-evidence`, {
        method: 'POST',
        body: form,
        headers: { cookie: client.cookie! },
      });
    };
    const refused = await upload(northgateAdmin, tasks[0]!.id, queueId);
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      404,
      OWNERSHIP_MESSAGES.notFound,
    ]);
    expect((await upload(northgateAdmin, tasks[0]!.id, null)).status).toBe(404);
    expect((await upload(admin, tasks[0]!.id, other.id)).status).toBe(404);
  });
});
