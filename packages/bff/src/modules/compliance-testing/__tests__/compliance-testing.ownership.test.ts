// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import {
  COMPLIANCE_TESTING_MESSAGES as M,
  COMPLIANCE_TESTING_ROUTES,
  OWNERSHIP_MESSAGES,
} from '@lexbridge/rules';
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
const provider = principalWith({ user: SUPER_ADMIN, menu: MENU, editableRoutes: ROUTES });
/** Harborview's client administrator: every compliance testing screen, with edit rights, for its own client. */
const harborview = principalWith({
  user: {
    id: '8',
    firstName: 'Cleo',
    name: 'Cleo Client',
    email: 'clientadmin@lexbridge.test',
    roles: ['Lexbridge Admin'],
    clientId: '1',
    clientName: 'Harborview Credit Union',
  },
  menu: MENU,
  editableRoutes: ROUTES,
});

const run = (
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  principal = harborview(),
) =>
  runGraphQL(fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }), source, variables);

const queueRow = (id: number, clientId: number) => ({
  id,
  clientId,
  firstRunId: 1,
  requirementID: 2,
  requirementNumber: '1026.19(e)(1)(iii)',
  ruleNumber: 'TRID-01',
  ruleName: 'Loan Estimate timing',
  loanLoadID: clientId,
  loanLoadName: `Load of client ${clientId}`,
  submittedDate: '2026-10-07',
  recordsCount: 48,
  resultsCount: 5,
  statusId: 1,
  status: 'New',
  subStatusId: null,
  subStatus: null,
  comments: '',
  version: 3,
});
const plan = (id: number, clientId: number) => ({
  id,
  clientId,
  firstRunId: 1,
  testingRuleId: 2,
  ruleNumber: 'TRID-01',
  ruleName: 'Loan Estimate timing',
  requirementNumber: '1026.19(e)(1)(iii)',
  groupName: 'TRID Disclosures',
  loanLoadName: `Load of client ${clientId}`,
  exceptionsCount: 2,
  status: 'Open',
  rootCause: '',
  actionPlan: '',
  ownerName: '',
  targetDate: null,
  version: 1,
  assessedAt: null,
});

/** A catalogue holding a remediation row and an action plan of each client (it does not scope them itself). */
function twoClients(writes: LegacyRequest[]) {
  const write = (answer: unknown) => (request: LegacyRequest) => {
    writes.push(request);
    return answer;
  };
  return new FakeCatalogue({
    'api/compliance-testing/get-loan-remediation-queue': () => ({
      Message: 'Success',
      Result: [queueRow(4, 1), queueRow(5, 2)],
    }),
    'api/compliance-testing/get-action-plan-list': () => ({
      Message: 'Success',
      Result: [plan(7, 1), plan(8, 2)],
    }),
    'api/compliance-testing/get-action-plan-work-queue': () => ({
      Message: 'Success',
      Result: [plan(7, 1), plan(8, 2)],
    }),
    'api/compliance-testing/get-action-plan-candidates': () => ({
      Message: 'Success',
      Result: [queueRow(4, 1), queueRow(5, 2)],
    }),
    'api/compliance-testing/get-loan-load': () => ({
      Message: 'Success',
      Result: [
        { id: 1, clientId: 1, name: 'Harborview Q3', loadedOn: '2026-10-01', loansCount: 3 },
        { id: 2, clientId: 2, name: 'Northgate Q3', loadedOn: '2026-10-01', loansCount: 4 },
      ],
    }),
    'api/compliance-testing/get-remediation-task-data': () => ({ Message: 'Success', Result: [] }),
    'api/compliance-testing/get-loan-remediation-list': () => ({
      Message: 'Success',
      Result: { totalCount: 0, data: [] },
    }),
    'api/compliance-testing/save-loan-remediation': write({
      Message: M.remediationSaved,
      Result: queueRow(5, 2),
    }),
    'api/compliance-testing/save-assessment': write({ Message: 'Saved', Result: plan(8, 2) }),
    'api/compliance-testing/add-action-plan': write({ Message: M.actionPlanAdded, Result: plan(9, 2) }),
    'api/compliance-testing/save-remediation-task': write({ Message: M.taskSaved, Result: null }),
    'api/compliance-testing/add-loan-exception': write({ Message: 'Added', Result: queueRow(5, 2) }),
    'api/azimuth-maintenance/add-test-group': write({ Message: M.saved, Result: null }),
    'api/azimuth-maintenance/delete-test-group': write({ Message: M.deleted, Result: true }),
    'api/compliance-testing/get-test-group': () => ({ Message: 'Success', Result: [] }),
  });
}

const QUEUE = `{ loanRemediationQueue { totalCount items { id clientId } } }`;
const PLANS = `{ actionPlans { totalCount items { id } } actionPlanWorkQueue { totalCount items { id } } actionPlanCandidates { id } loanLoads { id } }`;
const notFound = { code: 'NOT_FOUND' };

describe("compliance testing keeps a client's user to its own client's loans", () => {
  it("lists only the user's own client's rows, plans and loads; provider staff see every client's", async () => {
    const fake = twoClients([]);
    const mine = await run(fake, QUEUE);
    expect(mine.data?.loanRemediationQueue).toEqual({ totalCount: 1, items: [{ id: '4', clientId: '1' }] });
    const plans = await run(fake, PLANS);
    expect(plans.data).toEqual({
      actionPlans: { totalCount: 1, items: [{ id: '7' }] },
      actionPlanWorkQueue: { totalCount: 1, items: [{ id: '7' }] },
      actionPlanCandidates: [{ id: '4' }],
      loanLoads: [{ id: '1' }],
    });
    // One fake catalogue per request: a request's routed contexts are kept per catalogue caller.
    const all = await run(twoClients([]), QUEUE, undefined, provider());
    expect((all.data?.loanRemediationQueue as { totalCount: number }).totalCount).toBe(2);
  });

  it("answers NOT_FOUND to reads and writes of another client's records, before the catalogue is asked to write", async () => {
    const writes: LegacyRequest[] = [];
    const fake = twoClients(writes);
    const attempts: [string, Record<string, unknown>][] = [
      [
        `mutation ($input: SaveLoanRemediationInput!) { saveLoanRemediation(input: $input) { message } }`,
        { input: { id: '5', status: 'REVIEW', version: 3 } },
      ],
      [
        `mutation ($input: SaveActionPlanAssessmentInput!) { saveActionPlanAssessment(input: $input) { message } }`,
        {
          input: {
            id: '8',
            status: 'COMPLETED',
            rootCause: 'Late disclosures',
            actionPlan: 'Retrain',
            version: 1,
          },
        },
      ],
      [
        `mutation ($input: AddActionPlanInput!) { addActionPlan(input: $input) { message } }`,
        { input: { queueRowId: '5', ownerName: 'Dana', targetDate: '2027-03-31' } },
      ],
      [
        `mutation ($input: SaveRemediationTaskInput!) { saveRemediationTask(input: $input) { message } }`,
        { input: { queueId: '5', title: 'Cure', assignee: 'Dana', dueDate: '2027-01-31', status: 'OPEN' } },
      ],
      [`query ($id: ID!) { remediationTasks(queueId: $id) { id } }`, { id: '5' }],
      [`query ($id: ID!) { loanRemediationLoans(queueId: $id) { totalCount } }`, { id: '5' }],
    ];
    for (const [source, variables] of attempts) {
      const answer = await run(fake, source, variables);
      expect(answer.errors?.[0]?.extensions).toMatchObject(notFound);
      expect(answer.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
    }
    expect(writes).toEqual([]);
    expect(fake.recorded.some((call) => call.request.path.endsWith('get-loan-remediation-list'))).toBe(false);
    // Provider staff reach the same row.
    const own = await run(
      twoClients(writes),
      `mutation ($input: SaveLoanRemediationInput!) { saveLoanRemediation(input: $input) { message } }`,
      { input: { id: '5', status: 'REVIEW', version: 3 } },
      provider(),
    );
    expect(own.data?.saveLoanRemediation).toEqual({ message: M.remediationSaved });
  });

  it('refuses a loan exception the catalogue filed under another client', async () => {
    const fake = twoClients([]);
    const answer = await run(
      fake,
      `mutation ($input: AddLoanToRemediationInput!) { addLoanToRemediation(input: $input) { message } }`,
      { input: { loanNumber: 'NG-0001', testingRuleId: '2', finding: 'Late' } },
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject(notFound);
  });

  it('keeps the maintained lists to provider staff', async () => {
    const writes: LegacyRequest[] = [];
    const fake = twoClients(writes);
    const added = await run(
      fake,
      `mutation ($input: SaveTestingListRecordInput!) { saveTestingListRecord(input: $input) { message } }`,
      { input: { kind: 'GROUP', name: 'Client group' } },
    );
    expect(added.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(added.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.providerOnly);
    const removed = await run(fake, `mutation { deleteTestingListRecord(kind: GROUP, id: "1") { message } }`);
    expect(removed.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(writes).toEqual([]);
  });
});

/** A catalogue answering the graphs (it does not scope them itself: the BFF's body says whose loans to count). */
function graphCatalogue() {
  const counts = () => ({
    Message: 'Success',
    Result: [{ id: 1, name: 'Timing', passCount: 3, exceptionCount: 1, notApplicableCount: 0 }],
  });
  return new FakeCatalogue({
    'api/compliance-testing/get-clients': () => ({
      Message: 'Success',
      Result: [
        { id: 1, name: 'Harborview Credit Union' },
        { id: 2, name: 'Northgate Savings Bank' },
      ],
    }),
    'api/compliance-testing/group-population-graph-count': () => ({
      Message: 'Success',
      Result: [{ groupId: 4, groupName: 'Flood Insurance', populationCount: 4, exceptionLoans: 1 }],
    }),
    'api/compliance-testing/testing-type-graph': counts,
    'api/compliance-testing/category-graph': counts,
    'api/compliance-testing/regulator-graph': counts,
    'api/compliance-testing/exceptions-graph': counts,
    'api/compliance-testing/group-population-graph-list': () => ({
      Message: 'Success',
      Result: {
        totalCount: 1,
        data: [
          {
            id: 31,
            clientId: 2,
            clientName: 'Northgate Savings Bank',
            loanNumber: 'NG-0001',
            borrowerName: 'Nils Banker',
            product: 'Conventional',
            state: 'OH',
            loanAmount: 200000,
            originatedOn: '2026-10-01',
            loanLoadName: 'Northgate Q4',
            exceptionsCount: 1,
          },
        ],
      },
    }),
  });
}

const GRAPHS = `query ($filter: TestingGraphFilter) {
  groupPopulationGraph(filter: $filter) { groupId populationCount }
  testingTypeGraph(filter: $filter) { name }
  testingCategoryGraph(filter: $filter) { name }
  testingRegulatorGraph(filter: $filter) { name }
  testingExceptionsGraph(filter: $filter) { name } }`;
const LOANS = `query ($groupId: ID!, $clientId: ID) {
  groupPopulationLoans(groupId: $groupId, clientId: $clientId) { totalCount items { loanNumber clientId clientName } } }`;
const GRAPH_PATHS = [
  'group-population-graph-count',
  'testing-type-graph',
  'category-graph',
  'regulator-graph',
  'exceptions-graph',
];

/** The client each graph call of the catalogue was asked to count (undefined: every client's). */
const clientsAsked = (fake: FakeCatalogue) =>
  fake.recorded
    .filter((call) => GRAPH_PATHS.some((path) => call.request.path.endsWith(`/${path}`)))
    .map((call) => (call.request.body as { clientId?: number }).clientId);

describe('the compliance testing graphs and the client they count', () => {
  it("count the client provider staff choose, or every client's when they choose none", async () => {
    const chosen = graphCatalogue();
    const answer = await run(chosen, GRAPHS, { filter: { clientId: '2', groupId: '4' } }, provider());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.groupPopulationGraph).toEqual([{ groupId: '4', populationCount: 4 }]);
    expect(clientsAsked(chosen)).toEqual([2, 2, 2, 2, 2]);
    const body = chosen.recorded.find((call) => call.request.path.endsWith('/group-population-graph-count'))!
      .request.body;
    expect(body).toEqual({ groupId: 4, clientId: 2 });

    const every = graphCatalogue();
    await run(every, GRAPHS, { filter: null }, provider());
    expect(clientsAsked(every)).toEqual([undefined, undefined, undefined, undefined, undefined]);

    const loans = graphCatalogue();
    const list = await run(loans, LOANS, { groupId: '4', clientId: '2' }, provider());
    expect(list.data?.groupPopulationLoans).toEqual({
      totalCount: 1,
      items: [{ loanNumber: 'NG-0001', clientId: '2', clientName: 'Northgate Savings Bank' }],
    });
    expect(loans.recorded[0]!.request.body).toMatchObject({ groupId: 4, clientId: 2 });
  });

  it("keep a client's user to its own client: another client is NOT_FOUND before the catalogue is asked", async () => {
    const widened = graphCatalogue();
    const answer = await run(widened, GRAPHS, { filter: { clientId: '2' } });
    // The graphs are non-null lists: the first refusal nulls the answer, and every refusal is NOT_FOUND.
    expect(answer.data).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
    for (const error of answer.errors ?? [])
      expect([error.extensions?.code, error.message]).toEqual(['NOT_FOUND', OWNERSHIP_MESSAGES.notFound]);
    for (const field of ['testingTypeGraph', 'testingExceptionsGraph']) {
      const alone = await run(
        widened,
        `query ($filter: TestingGraphFilter) { ${field}(filter: $filter) { name } }`,
        {
          filter: { clientId: '2' },
        },
      );
      expect(alone.errors?.[0]?.extensions).toMatchObject(notFound);
    }
    const list = await run(widened, LOANS, { groupId: '4', clientId: '2' });
    expect(list.errors?.[0]?.extensions).toMatchObject(notFound);
    expect(widened.recorded).toEqual([]);

    // Naming its own client, or none, counts its own client's loans: the session's client goes to the catalogue.
    const own = graphCatalogue();
    await run(own, GRAPHS, { filter: { clientId: '1' } });
    await run(own, GRAPHS, { filter: null });
    expect(clientsAsked(own)).toEqual(Array.from({ length: 10 }, () => 1));
    const ownLoans = graphCatalogue();
    await run(ownLoans, LOANS, { groupId: '4' });
    expect(ownLoans.recorded[0]!.request.body).toMatchObject({ groupId: 4, clientId: 1 });
  });

  it("offer provider staff every client to choose from, and a client's user its own only", async () => {
    const CLIENTS = `{ testingClients { id name } }`;
    const every = await run(graphCatalogue(), CLIENTS, undefined, provider());
    expect(every.data?.testingClients).toEqual([
      { id: '1', name: 'Harborview Credit Union' },
      { id: '2', name: 'Northgate Savings Bank' },
    ]);
    const own = await run(graphCatalogue(), CLIENTS);
    expect(own.data?.testingClients).toEqual([{ id: '1', name: 'Harborview Credit Union' }]);
  });
});
