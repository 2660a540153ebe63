import { COMPLIANCE_TESTING_MESSAGES as M, OFFICE_FILE_MESSAGES } from '@lexbridge/rules';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const LIST = `query ($kind: TestingListKind!) { testingList(kind: $kind) { id name rulesCount version } }`;
const SAVE = `mutation ($input: SaveTestingListRecordInput!) {
  saveTestingListRecord(input: $input) { message record { id name version } } }`;
const DELETE = `mutation ($kind: TestingListKind!, $id: ID!) { deleteTestingListRecord(kind: $kind, id: $id) { message } }`;
const GRAPHS = `query ($filter: TestingGraphFilter) {
  groupPopulationGraph(filter: $filter) { groupId groupName populationCount exceptionLoans }
  testingTypeGraph(filter: $filter) { name passCount exceptionCount }
  testingCategoryGraph(filter: $filter) { name exceptionCount }
  testingRegulatorGraph(filter: $filter) { name exceptionCount }
  testingExceptionsGraph(filter: $filter) { name exceptionCount }
  loanLoads { id name loansCount }
  testResultStatuses { id name } }`;
const POPULATION = `query ($groupId: ID!) { groupPopulationLoans(groupId: $groupId, page: { pageSize: 5 }) {
  totalCount items { loanNumber exceptionsCount } } }`;
const RULES = `query ($groupId: ID) { testingRules(filter: { groupId: $groupId }) { ruleNumber groupName }
  requirementNumbers(groupId: $groupId) { requirementNumber ruleNumber } }`;
const QUEUE = `query ($status: RemediationStatus) { loanRemediationQueue(status: $status, page: { pageSize: 500 }) {
  totalCount items { id status subStatus resultsCount version nextStatuses } } }`;
const LOANS = `query ($id: ID!) { loanRemediationLoans(queueId: $id, resultStatusId: "2") { totalCount items { loanNumber } } }`;
const SAVE_ROW = `mutation ($input: SaveLoanRemediationInput!) {
  saveLoanRemediation(input: $input) { message row { status subStatus comments version } } }`;
const TASKS = `query ($id: ID!) { remediationTasks(queueId: $id) { id title evidence { id fileName size } } }`;
const TICKET = `mutation ($id: ID!, $queueId: ID!) { remediationEvidenceDownload(id: $id, queueId: $queueId) { download { url } } }`;
const DELETE_FILE = `mutation ($id: ID!) { deleteRemediationEvidence(id: $id) { message } }`;
const WORK_QUEUE = `{ actionPlanWorkQueue(page: { pageSize: 2 }) { totalCount items { id status version } } }`;
const ASSESS = `mutation ($input: SaveActionPlanAssessmentInput!) {
  saveActionPlanAssessment(input: $input) { message actionPlan { status rootCause targetDate } } }`;

describe('compliance testing through the BFF against the reference catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  let auditor: TestClient;
  let lawyer: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client();
    auditor = harness.client();
    lawyer = harness.client();
    await admin.login('admin@lexbridge.test');
    await auditor.login('auditor@lexbridge.test');
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const fieldsOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
    result.errors?.[0]?.extensions;

  it('keeps compliance testing from users without it in their menu, and writes from read-only users', async () => {
    const refused = await lawyer.gql(LIST, { kind: 'GROUP' });
    expect(fieldsOf(refused)?.code).toBe('FORBIDDEN');
    const read = await auditor.gql<{ testingList: unknown[] }>(LIST, { kind: 'GROUP' });
    expect(read.errors).toBeUndefined();
    expect(read.data!.testingList.length).toBeGreaterThan(0);
    const write = await auditor.gql(SAVE, { input: { kind: 'GROUP', name: 'Audit only' } });
    expect(fieldsOf(write)?.code).toBe('FORBIDDEN');
  });

  it('adds, renames and deletes a test type, with the duplicate and in-use rules', async () => {
    const added = await admin.gql<{
      saveTestingListRecord: { message: string; record: { id: string; version: number } };
    }>(SAVE, { input: { kind: 'TYPE', name: ' Escalation ', description: 'Escalated complaints.' } });
    expect(added.errors).toBeUndefined();
    expect(added.data!.saveTestingListRecord.message).toBe(M.saved);
    const { id, version } = added.data!.saveTestingListRecord.record;
    const duplicate = await admin.gql(SAVE, { input: { kind: 'TYPE', name: 'timing' } });
    expect(fieldsOf(duplicate)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: M.duplicate('Test type') },
    });
    const renamed = await admin.gql<{ saveTestingListRecord: { record: { name: string } } }>(SAVE, {
      input: { kind: 'TYPE', id, name: 'Escalations', version },
    });
    expect(renamed.data!.saveTestingListRecord.record.name).toBe('Escalations');
    const stale = await admin.gql(SAVE, { input: { kind: 'TYPE', id, name: 'Escalated', version } });
    expect(fieldsOf(stale)?.code).toBe('CONFLICT');

    const types = (
      await admin.gql<{ testingList: { id: string; name: string; rulesCount: number }[] }>(LIST, {
        kind: 'TYPE',
      })
    ).data!.testingList;
    const timing = types.find((type) => type.name === 'Timing')!;
    const inUse = await admin.gql(DELETE, { kind: 'TYPE', id: timing.id });
    expect(fieldsOf(inUse)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { id: M.inUse('Test type', timing.rulesCount) },
    });
    const removed = await admin.gql<{ deleteTestingListRecord: { message: string } }>(DELETE, {
      kind: 'TYPE',
      id,
    });
    expect(removed.data!.deleteTestingListRecord.message).toBe(M.deleted);
  });

  it('draws the graphs, the drill-down list and the testing rules from the loan population', async () => {
    const graphs = await admin.gql<{
      groupPopulationGraph: { groupId: string; groupName: string; populationCount: number }[];
      testingExceptionsGraph: { exceptionCount: number }[];
      loanLoads: { id: string; loansCount: number }[];
      testResultStatuses: { name: string }[];
    }>(GRAPHS, {});
    expect(graphs.errors).toBeUndefined();
    const data = graphs.data!;
    const total = data.groupPopulationGraph.reduce((sum, group) => sum + group.populationCount, 0);
    expect(total).toBe(data.loanLoads.reduce((sum, load) => sum + load.loansCount, 0));
    expect(data.testingExceptionsGraph.every((row) => row.exceptionCount > 0)).toBe(true);
    expect(data.testResultStatuses.map((status) => status.name)).toContain('Exception');

    const flood = data.groupPopulationGraph.find((group) => group.groupName === 'Flood Insurance')!;
    const loans = await admin.gql<{ groupPopulationLoans: { totalCount: number; items: unknown[] } }>(
      POPULATION,
      {
        groupId: flood.groupId,
      },
    );
    expect(loans.data!.groupPopulationLoans.totalCount).toBe(flood.populationCount);
    expect(loans.data!.groupPopulationLoans.items).toHaveLength(5);

    const narrowed = await admin.gql<{ groupPopulationGraph: unknown[] }>(GRAPHS, {
      filter: { loanLoadId: data.loanLoads[0]!.id },
    });
    expect(narrowed.data!.groupPopulationGraph.length).toBeGreaterThan(0);

    const rules = await admin.gql<{ testingRules: { ruleNumber: string }[]; requirementNumbers: unknown[] }>(
      RULES,
      {
        groupId: flood.groupId,
      },
    );
    expect(rules.data!.testingRules.map((rule) => rule.ruleNumber)).toEqual(['FLOOD-01', 'FLOOD-02']);
    expect(rules.data!.requirementNumbers).toHaveLength(2);
  });

  it('takes a remediation row from New through Purge and back, with evidence uploaded, downloaded and deleted', async () => {
    const queue = (
      await admin.gql<{
        loanRemediationQueue: {
          totalCount: number;
          items: { id: string; resultsCount: number; version: number; nextStatuses: string[] }[];
        };
      }>(QUEUE, { status: 'NEW' })
    ).data!.loanRemediationQueue.items;
    const row = queue[queue.length - 1]!;
    expect(row.nextStatuses).toEqual(['NEW', 'REVIEW', 'PURGE']);
    const loans = await admin.gql<{ loanRemediationLoans: { totalCount: number } }>(LOANS, { id: row.id });
    expect(loans.data!.loanRemediationLoans.totalCount).toBe(row.resultsCount);

    const wrong = await admin.gql(SAVE_ROW, {
      input: { id: row.id, status: 'UNPURGE', comments: 'x', version: row.version },
    });
    expect(fieldsOf(wrong)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { status: M.transition('New', 'Unpurge') },
    });
    const noSub = await admin.gql(SAVE_ROW, {
      input: { id: row.id, status: 'PURGE', comments: 'x', version: row.version },
    });
    expect(fieldsOf(noSub)).toMatchObject({ fields: { subStatus: M.subStatusRequired } });
    const purged = await admin.gql<{
      saveLoanRemediation: { message: string; row: { status: string; subStatus: string; version: number } };
    }>(SAVE_ROW, {
      input: {
        id: row.id,
        status: 'PURGE',
        subStatus: 'NOT_NEEDED',
        comments: 'Test data defect.',
        version: row.version,
      },
    });
    expect(purged.errors).toBeUndefined();
    expect(purged.data!.saveLoanRemediation.row).toMatchObject({ status: 'PURGE', subStatus: 'NOT_NEEDED' });
    const unpurged = await admin.gql<{ saveLoanRemediation: { row: { status: string; subStatus: null } } }>(
      SAVE_ROW,
      {
        input: {
          id: row.id,
          status: 'UNPURGE',
          comments: 'Defect not confirmed.',
          version: purged.data!.saveLoanRemediation.row.version,
        },
      },
    );
    expect(unpurged.data!.saveLoanRemediation.row).toMatchObject({ status: 'UNPURGE', subStatus: null });

    const tasks = (await admin.gql<{ remediationTasks: { id: string }[] }>(TASKS, { id: row.id })).data!
      .remediationTasks;
    const upload = (fileName: string, content: Buffer, client = admin) => {
      const form = new FormData();
      form.append('taskId', tasks[0]!.id);
      form.append('queueId', row.id);
      form.append('file', new Blob([new Uint8Array(content)]), fileName);
      return fetch(`${harness.bffUrl}/files/remediation-evidence`, {
        method: 'POST',
        headers: client.cookie ? { cookie: client.cookie } : {},
        body: form,
      });
    };
    const exe = await upload('tool.exe', Buffer.from('MZ'));
    expect([exe.status, ((await exe.json()) as { error: string }).error]).toEqual([400, M.fileExtension]);
    const fakePdf = await upload('letter.pdf', Buffer.from('not a pdf'));
    expect(((await fakePdf.json()) as { error: string }).error).toBe(M.fileContent('.pdf'));
    // A renamed .zip and a damaged .docx are opened, refused with what is wrong, and store nothing.
    const before = (await admin.gql<{ remediationTasks: { evidence: unknown[] }[] }>(TASKS, { id: row.id }))
      .data!.remediationTasks[0]!.evidence.length;
    const renamedZip = await upload('letter.docx', Buffer.from(zipSync({ 'notes.txt': strToU8('hello') })));
    expect([renamedZip.status, ((await renamedZip.json()) as { error: string }).error]).toEqual([
      400,
      OFFICE_FILE_MESSAGES.missingParts('.docx'),
    ]);
    const realDocx = zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types></Types>'),
      'word/document.xml': strToU8('<w:document/>'),
    });
    const damaged = await upload('letter.docx', Buffer.from(realDocx.subarray(0, realDocx.length - 10)));
    expect(((await damaged.json()) as { error: string }).error).toBe(OFFICE_FILE_MESSAGES.corrupt('.docx'));
    const unchanged = (
      await admin.gql<{ remediationTasks: { evidence: unknown[] }[] }>(TASKS, { id: row.id })
    ).data!.remediationTasks[0]!.evidence.length;
    expect(unchanged).toBe(before);
    const readOnly = await upload('cure.txt', Buffer.from('x'), auditor);
    expect(readOnly.status).toBe(403);
    const content = Buffer.from('%PDF-1.4\n% refund letters\n');
    const stored = await upload('refund-letters.pdf', content);
    expect(stored.status).toBe(200);
    const file = (await stored.json()) as { id: string; message: string };
    expect(file.message).toBe(M.evidenceUploaded);

    const ticket = await admin.gql<{ remediationEvidenceDownload: { download: { url: string } } }>(TICKET, {
      id: file.id,
      queueId: row.id,
    });
    const download = await fetch(
      `${harness.bffUrl}${ticket.data!.remediationEvidenceDownload.download.url}`,
      {
        headers: { cookie: admin.cookie! },
      },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('refund-letters.pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

    const removed = await admin.gql<{ deleteRemediationEvidence: { message: string } }>(DELETE_FILE, {
      id: file.id,
    });
    expect(removed.data!.deleteRemediationEvidence.message).toBe(M.evidenceDeleted);
    const after = (
      await admin.gql<{ remediationTasks: { evidence: { id: string }[] }[] }>(TASKS, { id: row.id })
    ).data!.remediationTasks;
    expect(after[0]!.evidence.some((evidence) => evidence.id === file.id)).toBe(false);
  });

  it('saves an action plan assessment, checked first', async () => {
    const page = (
      await admin.gql<{
        actionPlanWorkQueue: { totalCount: number; items: { id: string; version: number }[] };
      }>(WORK_QUEUE)
    ).data!.actionPlanWorkQueue;
    expect(page.items).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThan(2);
    const queue = page.items;
    const plan = queue[0]!;
    const missing = await admin.gql(ASSESS, {
      input: {
        id: plan.id,
        status: 'IN_PROGRESS',
        rootCause: 'Checklist skipped',
        actionPlan: 'Retrain',
        version: plan.version,
      },
    });
    expect(fieldsOf(missing)).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { targetDate: M.targetDateRequired },
    });
    const saved = await admin.gql<{
      saveActionPlanAssessment: { message: string; actionPlan: { status: string } };
    }>(ASSESS, {
      input: {
        id: plan.id,
        status: 'IN_PROGRESS',
        rootCause: 'Checklist skipped',
        actionPlan: 'Retrain the closers',
        targetDate: '2027-02-28',
        version: plan.version,
      },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveActionPlanAssessment).toMatchObject({
      message: M.assessmentSaved,
      actionPlan: { status: 'IN_PROGRESS' },
    });
  });
});

describe('compliance officers create work: tasks, loans added to the queue, action plans', () => {
  let harness: Harness;
  let admin: TestClient;
  let auditor: TestClient;

  const ROWS = `query { loanRemediationQueue(page: { pageSize: 500 }) {
    items { id requirementId ruleNumber loanLoadName status resultsCount version } } }`;
  const SAVE_TASK = `mutation ($input: SaveRemediationTaskInput!) {
    saveRemediationTask(input: $input) { message task { id title ownerName dueDate status version evidence { id } } } }`;
  const ADD_LOAN = `mutation ($input: AddLoanToRemediationInput!) {
    addLoanToRemediation(input: $input) { message row { id resultsCount } } }`;
  const CANDIDATES = `{ actionPlanCandidates { id ruleNumber loanLoadName } }`;
  const ADD_PLAN = `mutation ($input: AddActionPlanInput!) {
    addActionPlan(input: $input) { message actionPlan { id status ownerName targetDate } } }`;
  type Row = { id: string; requirementId: string; ruleNumber: string; status: string; resultsCount: number };
  const fields = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
    result.errors?.[0]?.extensions;

  beforeAll(async () => {
    harness = await startHarness();
    admin = harness.client();
    auditor = harness.client();
    await admin.login('admin@lexbridge.test');
    await auditor.login('auditor@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const rows = async () =>
    (await admin.gql<{ loanRemediationQueue: { items: Row[] } }>(ROWS)).data!.loanRemediationQueue.items;

  it('adds a task, edits it to Completed, and the completed task takes no evidence', async () => {
    const row = (await rows()).find((candidate) => candidate.status === 'NEW')!;
    const task = { queueId: row.id, title: 'Re-disclose the fees', assignee: 'Dana Reyes', status: 'OPEN' };
    const noDate = await admin.gql(SAVE_TASK, { input: task });
    expect(fields(noDate)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { dueDate: M.dueDateRequired } });
    const readOnly = await auditor.gql(SAVE_TASK, { input: { ...task, dueDate: '2026-12-31' } });
    expect(fields(readOnly)?.code).toBe('FORBIDDEN');
    const added = await admin.gql<{
      saveRemediationTask: { message: string; task: { id: string; version: number; status: string } };
    }>(SAVE_TASK, { input: { ...task, dueDate: '2026-12-31' } });
    expect(added.errors).toBeUndefined();
    expect(added.data!.saveRemediationTask.message).toBe(M.taskSaved);
    const { id, version } = added.data!.saveRemediationTask.task;

    const completed = await admin.gql<{ saveRemediationTask: { task: { status: string; version: number } } }>(
      SAVE_TASK,
      {
        input: { id, title: task.title, assignee: 'Sam Ortiz', status: 'COMPLETED', dueDate: null, version },
      },
    );
    expect(completed.data!.saveRemediationTask.task).toMatchObject({
      status: 'Completed',
      version: version + 1,
    });
    const stale = await admin.gql(SAVE_TASK, {
      input: { id, title: 'Again', assignee: 'Sam Ortiz', status: 'COMPLETED', version },
    });
    expect(fields(stale)?.code).toBe('CONFLICT');

    const form = new FormData();
    form.append('taskId', id);
    form.append('queueId', row.id);
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n')]), 'proof.pdf');
    const refused = await fetch(`${harness.bffUrl}/files/remediation-evidence`, {
      method: 'POST',
      headers: { cookie: admin.cookie! },
      body: form,
    });
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      400,
      M.taskCompleted,
    ]);
  });

  it('adds a loan that passed a rule to the queue as an exception, once, and only for a rule of its group', async () => {
    const row = (await rows()).find((candidate) => candidate.status !== 'PURGE')!;
    const passed = await admin.gql<{ loanRemediationLoans: { items: { loanNumber: string }[] } }>(
      `query ($id: ID!) { loanRemediationLoans(queueId: $id, resultStatusId: "1") { items { loanNumber } } }`,
      { id: row.id },
    );
    const loanNumber = passed.data!.loanRemediationLoans.items[0]!.loanNumber;
    const empty = await admin.gql(ADD_LOAN, {
      input: { loanNumber, testingRuleId: row.requirementId, finding: ' ' },
    });
    expect(fields(empty)).toMatchObject({ fields: { finding: M.findingRequired } });
    const added = await admin.gql<{ addLoanToRemediation: { message: string; row: Row } }>(ADD_LOAN, {
      input: { loanNumber, testingRuleId: row.requirementId, finding: 'Closing disclosure sent late.' },
    });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addLoanToRemediation).toMatchObject({
      message: M.loanAdded(loanNumber),
      row: { id: row.id, resultsCount: row.resultsCount + 1 },
    });
    const again = await admin.gql(ADD_LOAN, {
      input: { loanNumber, testingRuleId: row.requirementId, finding: 'Again.' },
    });
    expect(fields(again)).toMatchObject({
      fields: { testingRuleId: M.alreadyException(loanNumber, row.ruleNumber) },
    });
    const unknown = await admin.gql(ADD_LOAN, {
      input: { loanNumber: 'NO-SUCH-LOAN', testingRuleId: row.requirementId, finding: 'x' },
    });
    expect(fields(unknown)).toMatchObject({ fields: { loanNumber: M.loanNotFound('NO-SUCH-LOAN') } });
    const other = (await rows()).find(
      (candidate) => candidate.ruleNumber.split('-')[0] !== row.ruleNumber.split('-')[0],
    )!;
    const wrongGroup = await admin.gql(ADD_LOAN, {
      input: { loanNumber, testingRuleId: other.requirementId, finding: 'x' },
    });
    expect(String((fields(wrongGroup)?.fields as Record<string, string>).testingRuleId)).toMatch(
      new RegExp(`^${other.ruleNumber} does not test the loans of `),
    );
  });

  it('adds an action plan for a row that has none, once', async () => {
    const candidates = (
      await admin.gql<{ actionPlanCandidates: { id: string; ruleNumber: string; loanLoadName: string }[] }>(
        CANDIDATES,
      )
    ).data!.actionPlanCandidates;
    expect(candidates.length).toBeGreaterThan(0);
    const row = candidates[0]!;
    const noOwner = await admin.gql(ADD_PLAN, {
      input: { queueRowId: row.id, ownerName: '', targetDate: '2027-03-01' },
    });
    expect(fields(noOwner)).toMatchObject({ fields: { ownerName: M.ownerRequired } });
    const added = await admin.gql<{ addActionPlan: { message: string; actionPlan: { status: string } } }>(
      ADD_PLAN,
      {
        input: { queueRowId: row.id, ownerName: 'Dana Reyes', targetDate: '2027-03-01' },
      },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addActionPlan).toMatchObject({
      message: M.actionPlanAdded,
      actionPlan: { status: 'OPEN' },
    });
    const twice = await admin.gql(ADD_PLAN, {
      input: { queueRowId: row.id, ownerName: 'Dana Reyes', targetDate: '2027-03-01' },
    });
    expect(fields(twice)).toMatchObject({
      fields: { queueRowId: M.planExists(row.ruleNumber, row.loanLoadName) },
    });
  });
});
