import { describe, expect, it } from 'vitest';
import { COMPLIANCE_TESTING_LEGACY_MESSAGES as M } from '../modules/compliance-testing/compliance-testing.routes.js';
import { HMDA_READ_ONLY_USER } from '../seed/hmda-seed.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';

const { catalogue, sessions, get, postAs } = useCatalogueSessions();
const CT = '/api/compliance-testing';
const MAINTENANCE = '/api/azimuth-maintenance';

interface ListRecord {
  id: number;
  name: string;
  rulesCount: number;
  version: number;
}
interface QueueRow {
  id: number;
  status: string;
  statusId: number;
  subStatusId: number | null;
  recordsCount: number;
  resultsCount: number;
  version: number;
}

describe('compliance testing (api/compliance-testing, api/azimuth-maintenance)', () => {
  const call = (
    method: 'PUT' | 'DELETE',
    path: string,
    options: { params?: Record<string, unknown>; body?: Record<string, unknown> },
  ) =>
    catalogue.client.call<{ Message: string; Result: unknown }>(method, path, {
      token: sessions.admin.accessToken,
      params: { ...(options.params ?? {}), UserId: sessions.admin.userId } as Record<string, string | number>,
      body: options.body ? { ...options.body, UserId: sessions.admin.userId } : undefined,
    });

  it('lets staff read and refuses other users and read-only writes', async () => {
    const refused = await get(sessions.lena, `${CT}/get-test-group`);
    expectRefusal(refused, 403, M.forbidden);
    const auditor = await catalogue.client.login(HMDA_READ_ONLY_USER);
    const read = await catalogue.client.get<{ Result: ListRecord[] }>(`${CT}/get-test-type`, {
      token: auditor.accessToken,
      params: { UserId: auditor.userId },
    });
    expect(read.status).toBe(200);
    expect(read.body.Result.map((row) => row.name)).toContain('Timing');
    const write = await catalogue.client.post<{ Message: string }>(`${MAINTENANCE}/add-test-type`, {
      token: auditor.accessToken,
      body: { UserId: auditor.userId, name: 'Audit' },
    });
    expect([write.status, write.body.Message]).toEqual([403, M.forbidden]);
  });

  it('adds, updates and deletes a list record, refusing duplicates, stale versions and records in use', async () => {
    const added = await postAs<ListRecord>(sessions.admin, `${MAINTENANCE}/add-test-category`, {
      name: '  Escrow  ',
      description: 'Escrow accounts.',
    });
    expect([added.status, added.body.Message, added.body.Result.name]).toEqual([200, M.saved, 'Escrow']);
    const duplicate = await postAs(sessions.admin, `${MAINTENANCE}/add-test-category`, { name: 'escrow' });
    expectRefusal(duplicate, 409, M.duplicate('Test category'));
    expectRefusal(
      await postAs(sessions.admin, `${MAINTENANCE}/add-test-category`, { name: ' ' }),
      400,
      M.nameRequired,
    );

    const updated = await call('PUT', `${MAINTENANCE}/update-test-category`, {
      body: {
        id: added.body.Result.id,
        version: added.body.Result.version,
        name: 'Escrow Accounts',
        description: '',
      },
    });
    expect(updated.status).toBe(200);
    const stale = await call('PUT', `${MAINTENANCE}/update-test-category`, {
      body: { id: added.body.Result.id, version: added.body.Result.version, name: 'Escrow', description: '' },
    });
    expect([stale.status, stale.body.Message]).toEqual([409, M.conflict]);

    const categories = (await get<ListRecord[]>(sessions.admin, `${CT}/get-test-category`)).body.Result;
    const used = categories.find((row) => row.name === 'Disclosure')!;
    expect(used.rulesCount).toBeGreaterThan(0);
    const inUse = await call('DELETE', `${MAINTENANCE}/delete-test-category`, { params: { Id: used.id } });
    expect([inUse.status, inUse.body.Message]).toEqual([409, M.inUse('Test category', used.rulesCount)]);
    const removed = await call('DELETE', `${MAINTENANCE}/delete-test-category`, {
      params: { Id: added.body.Result.id },
    });
    expect([removed.status, removed.body.Message]).toEqual([200, M.deleted]);
  });

  it('answers the testing rules, requirement numbers and graphs from the loan population', async () => {
    const groups = (await get<ListRecord[]>(sessions.admin, `${CT}/get-test-group`)).body.Result;
    const trid = groups.find((row) => row.name === 'TRID Disclosures')!;
    const rules = await postAs<{ ruleNumber: string; groupName: string }[]>(
      sessions.admin,
      `${CT}/get-testing-rule`,
      {
        groupId: trid.id,
      },
    );
    expect(rules.body.Result.map((rule) => rule.ruleNumber)).toEqual([
      'RESPA-01',
      'TRID-01',
      'TRID-02',
      'TRID-03',
    ]);
    const numbers = await postAs<{ requirementNumber: string }[]>(
      sessions.admin,
      `${CT}/get-requirement-number`,
      {
        groupId: trid.id,
      },
    );
    expect(numbers.body.Result.map((row) => row.requirementNumber)).toContain('1026.19(e)(1)(iii)');

    const counts = await postAs<{ groupName: string; populationCount: number }[]>(
      sessions.admin,
      `${CT}/group-population-graph-count`,
      {},
    );
    expect(counts.body.Result.reduce((sum, row) => sum + row.populationCount, 0)).toBe(200);
    const tridCount = counts.body.Result.find((row) => row.groupName === 'TRID Disclosures')!.populationCount;
    const list = await postAs<{ totalCount: number; data: { loanNumber: string }[] }>(
      sessions.admin,
      `${CT}/group-population-graph-list`,
      { groupId: trid.id, pageNumber: 1, pageSize: 10 },
    );
    expect([list.body.Result.totalCount, list.body.Result.data.length]).toEqual([tridCount, 10]);

    for (const graph of ['testing-type-graph', 'category-graph', 'regulator-graph', 'exceptions-graph']) {
      const answer = await postAs<{ name: string; exceptionCount: number }[]>(
        sessions.admin,
        `${CT}/${graph}`,
        {},
      );
      expect(answer.status).toBe(200);
      expect(answer.body.Result.some((row) => row.exceptionCount > 0)).toBe(true);
    }
    const statuses = await get<{ name: string }[]>(sessions.admin, `${CT}/get-result-status`);
    expect(statuses.body.Result.map((row) => row.name)).toEqual([
      'Pass',
      'Exception',
      'Not Applicable',
      'Remediated',
    ]);
  });

  it('moves a remediation row through its statuses and keeps evidence on its tasks', async () => {
    const queue = (
      await postAs<QueueRow[]>(sessions.admin, `${CT}/get-loan-remediation-queue`, { statusId: 1 })
    ).body.Result;
    const row = queue[0]!;
    expect(row.resultsCount).toBeGreaterThan(0);
    const loans = await postAs<{ totalCount: number; data: { resultStatus: string }[] }>(
      sessions.admin,
      `${CT}/get-loan-remediation-list`,
      { queueId: row.id, resultStatusId: 2 },
    );
    expect(loans.body.Result.totalCount).toBe(row.resultsCount);

    const save = (body: Record<string, unknown>) =>
      postAs<QueueRow>(sessions.admin, `${CT}/save-loan-remediation`, { id: row.id, ...body });
    expectRefusal(await save({ statusId: 4, comments: 'x' }), 400, M.transition('New', 'Unpurge'));
    expectRefusal(await save({ statusId: 3, comments: 'dup' }), 400, M.subStatusRequired);
    expectRefusal(await save({ statusId: 3, subStatusId: 1, comments: '' }), 400, M.commentRequired);
    const purged = await save({
      statusId: 3,
      subStatusId: 1,
      comments: 'Duplicate load.',
      version: row.version,
    });
    expect([purged.body.Message, purged.body.Result.status, purged.body.Result.subStatusId]).toEqual([
      M.remediationSaved,
      'Purge',
      1,
    ]);
    const unpurged = await save({ statusId: 4, comments: 'Loaded once only.' });
    expect(unpurged.body.Result.status).toBe('Unpurge');

    const tasks = await get<{ id: number; evidence: { id: number }[] }[]>(
      sessions.admin,
      `${CT}/get-remediation-task-data`,
      {
        queueId: row.id,
      },
    );
    const task = tasks.body.Result[0]!;
    const uploaded = await postAs<{ Id: number; Size: number }>(
      sessions.admin,
      `${CT}/upload-remediation-evidence?secret=${encodeURIComponent(catalogue.client.secretFor({ TaskId: task.id, UserId: sessions.admin.userId }))}`,
      { FileName: 'cure.txt', FileText: Buffer.from('refund sent').toString('base64') },
    );
    expect([uploaded.status, uploaded.body.Message]).toEqual([200, M.evidenceUploaded]);
    const refusedType = await postAs(
      sessions.admin,
      `${CT}/upload-remediation-evidence?secret=${encodeURIComponent(catalogue.client.secretFor({ TaskId: task.id, UserId: sessions.admin.userId }))}`,
      { FileName: 'cure.exe', FileText: Buffer.from('MZ').toString('base64') },
    );
    expectRefusal(refusedType, 400, M.fileExtension);
    const file = await fetch(
      `${catalogue.running.url}${CT}/download-remediation-evidence?secret=${encodeURIComponent(
        catalogue.client.secretFor({ Id: uploaded.body.Result.Id, UserId: sessions.admin.userId }),
      )}`,
      { headers: { authorization: `Bearer ${sessions.admin.accessToken}` } },
    );
    expect(await file.text()).toBe('refund sent');
    expect(file.headers.get('content-disposition')).toContain('cure.txt');
    const removed = await call('DELETE', `${CT}/delete-remediation-evidence`, {
      params: { Id: uploaded.body.Result.Id },
    });
    expect([removed.status, removed.body.Message]).toEqual([200, M.evidenceDeleted]);
  });

  it('saves an action plan assessment from the work queue', async () => {
    const queue = (
      await postAs<{ id: number; status: string; version: number }[]>(
        sessions.admin,
        `${CT}/get-action-plan-work-queue`,
        {},
      )
    ).body.Result;
    expect(queue.every((row) => row.status !== 'Completed')).toBe(true);
    const plan = queue[0]!;
    expectRefusal(
      await postAs(sessions.admin, `${CT}/save-assessment`, {
        id: plan.id,
        status: 'Open',
        rootCause: 'x',
        actionPlan: 'y',
      }),
      400,
      M.targetDateRequired,
    );
    const saved = await postAs<{ status: string; rootCause: string }>(
      sessions.admin,
      `${CT}/save-assessment`,
      {
        id: plan.id,
        status: 'Completed',
        rootCause: 'Checklist skipped.',
        actionPlan: 'Checklist made mandatory.',
        ownerName: 'Dana Whitfield',
        version: plan.version,
      },
    );
    expect([saved.body.Message, saved.body.Result.status]).toEqual([M.assessmentSaved, 'Completed']);
    const after = (await postAs<{ id: number }[]>(sessions.admin, `${CT}/get-action-plan-work-queue`, {}))
      .body.Result;
    expect(after.some((row) => row.id === plan.id)).toBe(false);
    const list = (
      await postAs<{ id: number }[]>(sessions.admin, `${CT}/get-action-plan-list`, { status: 'Completed' })
    ).body.Result;
    expect(list.some((row) => row.id === plan.id)).toBe(true);
  });
});
