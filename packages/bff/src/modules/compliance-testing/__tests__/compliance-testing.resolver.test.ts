// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { COMPLIANCE_TESTING_MESSAGES as M, COMPLIANCE_TESTING_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';

const ROUTES = Object.values(COMPLIANCE_TESTING_ROUTES);
const MENU = sectionMenu('Compliance Testing', 190, ROUTES, 191);
const officer = principalWith({ user: SUPER_ADMIN, menu: MENU, editableRoutes: ROUTES });

const run = (
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  principal = officer(),
) =>
  runGraphQL(fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }), source, variables);

const record = (id: number, name: string, rulesCount = 0) => ({
  id,
  name,
  description: '',
  rulesCount,
  version: 1,
});
const queueRow = (status: string, statusId: number) => ({
  id: 4,
  firstRunId: 1,
  requirementID: 2,
  requirementNumber: '1026.19(e)(1)(iii)',
  ruleNumber: 'TRID-01',
  ruleName: 'Loan Estimate timing',
  loanLoadID: 1,
  loanLoadName: 'Q3 2026 closed loans',
  submittedDate: '2026-10-07',
  recordsCount: 48,
  resultsCount: 5,
  statusId,
  status,
  subStatusId: statusId === 3 ? 1 : null,
  subStatus: statusId === 3 ? 'Not_needed' : null,
  comments: '',
  version: 3,
});

const SAVE = `mutation ($input: SaveTestingListRecordInput!) { saveTestingListRecord(input: $input) { message record { id kind name } } }`;
const DELETE = `mutation ($id: ID!) { deleteTestingListRecord(kind: GROUP, id: $id) { message } }`;
const SAVE_ROW = `mutation ($input: SaveLoanRemediationInput!) { saveLoanRemediation(input: $input) { message row { status subStatus nextStatuses } } }`;

describe('compliance testing resolvers over a fake catalogue', () => {
  it('adds a record with its trimmed name on the catalogue path of its list, refusing a duplicate first', async () => {
    const calls: LegacyRequest[] = [];
    const fake = new FakeCatalogue({
      'api/compliance-testing/get-requirement-category': () => ({
        Message: 'Success',
        Result: [record(1, 'Regulation Z', 3)],
      }),
      'api/azimuth-maintenance/add-requirement-category': (request) => {
        calls.push(request);
        return { Message: M.saved, Result: record(9, 'RESPA') };
      },
    });
    const duplicate = await run(fake, SAVE, {
      input: { kind: 'REQUIREMENT_CATEGORY', name: 'regulation z' },
    });
    expect(duplicate.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { name: M.duplicate('Requirement category') },
    });
    expect(calls).toHaveLength(0);
    const added = await run(fake, SAVE, { input: { kind: 'REQUIREMENT_CATEGORY', name: '  RESPA ' } });
    expect(added.data?.saveTestingListRecord).toEqual({
      message: M.saved,
      record: { id: '9', kind: 'REQUIREMENT_CATEGORY', name: 'RESPA' },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { name: 'RESPA', description: '' } });
  });

  it('needs edit permission on the list screen, and refuses to delete a record in use', async () => {
    const fake = new FakeCatalogue({
      'api/compliance-testing/get-test-group': () => ({
        Message: 'Success',
        Result: [record(1, 'Fair Lending', 2)],
      }),
      'api/azimuth-maintenance/delete-test-group': () => ({ Message: M.deleted, Result: true }),
    });
    const readOnly = officer({ editableRoutes: [] });
    const refused = await run(fake, DELETE, { id: '1' }, readOnly);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const inUse = await run(fake, DELETE, { id: '1' });
    expect(inUse.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { id: 'Test group is used by 2 testing rules and cannot be deleted.' },
    });
  });

  it('checks a remediation save against the row’s current status before sending status ids', async () => {
    const sent: Record<string, unknown>[] = [];
    const fake = new FakeCatalogue({
      'api/compliance-testing/get-loan-remediation-queue': () => ({
        Message: 'Success',
        Result: [queueRow('New', 1)],
      }),
      'api/compliance-testing/save-loan-remediation': (request) => {
        sent.push(request.body as Record<string, unknown>);
        return { Message: M.remediationSaved, Result: queueRow('Purge', 3) };
      },
    });
    const wrong = await run(fake, SAVE_ROW, {
      input: { id: '4', status: 'UNPURGE', comments: 'x', version: 3 },
    });
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      fields: { status: M.transition('New', 'Unpurge') },
    });
    const purged = await run(fake, SAVE_ROW, {
      input: { id: '4', status: 'PURGE', subStatus: 'NOT_NEEDED', comments: ' duplicate load ', version: 3 },
    });
    expect(purged.data?.saveLoanRemediation).toEqual({
      message: M.remediationSaved,
      row: { status: 'PURGE', subStatus: 'NOT_NEEDED', nextStatuses: ['PURGE', 'UNPURGE'] },
    });
    expect(sent).toEqual([
      expect.objectContaining({ id: 4, statusId: 3, subStatusId: 1, comments: 'duplicate load', version: 3 }),
    ]);
  });

  it('refuses a task on a purged row and a task without a due date before the catalogue is asked', async () => {
    const sent: unknown[] = [];
    const fake = new FakeCatalogue({
      'api/compliance-testing/get-loan-remediation-queue': () => ({
        Message: 'Success',
        Result: [queueRow('Purge', 3)],
      }),
      'api/compliance-testing/save-remediation-task': (request) => {
        sent.push(request.body);
        return { Message: M.taskSaved, Result: null };
      },
    });
    const TASK = `mutation ($input: SaveRemediationTaskInput!) { saveRemediationTask(input: $input) { message } }`;
    const task = {
      queueId: '4',
      title: 'Cure the fees',
      assignee: 'Dana',
      dueDate: '2027-01-31',
      status: 'OPEN',
    };
    const purged = await run(fake, TASK, { input: task });
    expect(purged.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { queueId: M.rowPurged },
    });
    const undated = await run(fake, TASK, { input: { ...task, dueDate: null } });
    expect(undated.errors?.[0]?.extensions).toMatchObject({ fields: { dueDate: M.dueDateRequired } });
    const unversioned = await run(fake, TASK, { input: { ...task, queueId: null, id: '7' } });
    expect(unversioned.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(sent).toHaveLength(0);
  });

  it('refuses a second action plan for a row, saying which, before the catalogue is asked', async () => {
    const added: unknown[] = [];
    const fake = new FakeCatalogue({
      'api/compliance-testing/get-action-plan-candidates': () => ({ Message: 'Success', Result: [] }),
      'api/compliance-testing/get-loan-remediation-queue': () => ({
        Message: 'Success',
        Result: [queueRow('Review', 2)],
      }),
      'api/compliance-testing/add-action-plan': (request) => {
        added.push(request.body);
        return { Message: M.actionPlanAdded, Result: null };
      },
    });
    const result = await run(
      fake,
      `mutation ($input: AddActionPlanInput!) { addActionPlan(input: $input) { message } }`,
      { input: { queueRowId: '4', ownerName: 'Dana', targetDate: '2027-03-31' } },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { queueRowId: M.planExists('TRID-01', 'Q3 2026 closed loans') },
    });
    expect(added).toHaveLength(0);
  });
});
