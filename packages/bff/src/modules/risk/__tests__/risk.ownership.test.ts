// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { OWNERSHIP_MESSAGES, RISK_MESSAGES, RISK_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
  SUPER_ADMIN,
} from '../../../testing/fake-catalogue.js';
import type { Principal } from '../../../session/principal.js';

const ROUTES = Object.values(RISK_ROUTES);
const MENU = sectionMenu('Risk', 1700, ROUTES, 1701);
const approver = principalWith({
  user: {
    id: '7',
    firstName: 'Bea',
    name: 'Bea Approver',
    email: 'business-approver@lexbridge.test',
    roles: ['Business User'],
    clientId: '1',
    clientName: 'Harborview Credit Union',
  },
  menu: MENU,
  editableRoutes: ROUTES,
});

const assessment = (id: number, submittedBy: number | null, clientId: number) => ({
  Id: id,
  CompanyProcessId: 4,
  CompanyProcess: 'Account Opening',
  FrequencyId: 2,
  Frequency: 'Quarterly',
  StartDate: '2026-07-01',
  EndDate: '2026-09-30',
  Status: 'Submitted',
  ApproverComment: null,
  RespondentName: 'Ben Business',
  ApproverName: 'Bea Approver',
  CanDecide: true,
  CanEdit: false,
  UpdatedAt: '2026-10-08T12:00:00.000Z',
  SubmittedById: submittedBy,
  ClientId: clientId,
});

const fakeWith = () =>
  new FakeCatalogue({
    'RiskAssessment/get-assessments': () => ({
      Message: 'Success',
      Result: [assessment(1, 7, 1), assessment(2, 3, 1), assessment(3, 3, 2)],
    }),
    'RiskAssessment/approve': () => ({ Message: 'Assessment approved', Result: true }),
    'RiskAssessment/send-back': () => ({ Message: 'Assessment sent back', Result: true }),
  });
const run = (fake: FakeCatalogue, source: string, variables?: Record<string, unknown>) =>
  runGraphQL(fakeContext(fake, approver(), { services: { cache: new MemoryCache(100) } }), source, variables);
const APPROVE = `mutation ($input: DecideRiskAssessmentInput!) { approveRiskAssessment(input: $input) { message } }`;
const SEND_BACK = `mutation ($input: DecideRiskAssessmentInput!) { sendBackRiskAssessment(input: $input) { message } }`;
const decided = (fake: FakeCatalogue) =>
  fake.recorded.filter((call) => call.request.path !== 'RiskAssessment/get-assessments').length;

describe('risk assessment ownership and separation of duties', () => {
  it("lists the user's own client's assessments only, each with who submitted it", async () => {
    const answer = await run(fakeWith(), '{ riskAssessments { id submittedById } }');
    expect(answer.data?.riskAssessments).toEqual([
      { id: '1', submittedById: '7' },
      { id: '2', submittedById: '3' },
    ]);
  });

  it('refuses the submitter the decision, before the catalogue is asked', async () => {
    for (const [source, comment] of [
      [APPROVE, null],
      [SEND_BACK, 'Mine.'],
    ] as const) {
      const fake = fakeWith();
      const answer = await run(fake, source, { input: { assessmentId: '1', comment } });
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.ownWork);
      expect(decided(fake)).toBe(0);
    }
    const fake = fakeWith();
    const other = await run(fake, APPROVE, { input: { assessmentId: '2' } });
    expect(other.data?.approveRiskAssessment).toEqual({ message: 'Assessment approved' });
    expect(decided(fake)).toBe(1);
  });

  it("answers another client's assessment as not found", async () => {
    const fake = fakeWith();
    const answer = await run(fake, APPROVE, { input: { assessmentId: '3' } });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(answer.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
    expect(decided(fake)).toBe(0);
  });
});

const clientAdmin = principalWith({
  user: {
    id: '9',
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
const providerAdmin = principalWith({ user: SUPER_ADMIN, menu: MENU, editableRoutes: ROUTES });

/** Answers every risk call the tests below make; records what was asked. */
const riskFake = () =>
  new FakeCatalogue({
    'RiskAssessment/get-assessments': () => ({
      Message: 'Success',
      Result: [assessment(1, 7, 1), assessment(3, 3, 2)],
    }),
    'RiskRating/get-manual-artifact': () => ({ Message: 'Success', Result: [] }),
    'RiskRating/submit-manual-risk-rating': () => ({ Message: 'Rated', Result: 1 }),
    'RiskRating/report-risk': () => ({ Message: 'Success', Result: [] }),
    'RiskAssessment/save-answers': () => ({ Message: 'Saved', Result: { AssessmentId: 1 } }),
    'RiskAssessment/get-history': () => ({ Message: 'Success', Result: [] }),
    'RiskRating/get-clients': () => ({
      Message: 'Success',
      Result: [
        { Id: 1, Name: 'Harborview Credit Union' },
        { Id: 2, Name: 'Northgate Savings Bank' },
      ],
    }),
    'RiskRating/get-company-processes': () => ({ Message: 'Success', Result: [] }),
    'RiskRating/get-question-type': () => ({ Message: 'Success', Result: [] }),
  });
const runAs = (
  principal: Principal,
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  cache = new MemoryCache(100),
) => runGraphQL(fakeContext(fake, principal, { services: { cache } }), source, variables);
const callsTo = (fake: FakeCatalogue, path: string) =>
  fake.recorded.filter((call) => call.request.path === path).map((call) => call.request);
const SELECTION = {
  companyProcessId: '4',
  frequencyId: '2',
  startDate: '2026-07-01',
  endDate: '2026-09-30',
};

describe('risk configuration is provider-wide', () => {
  const writes: [string, Record<string, unknown>][] = [
    [
      'mutation ($input: SaveRiskParameterInput!) { saveRiskParameter(input: $input) { message } }',
      { input: { name: 'Mine', weight: 5, isActive: true } },
    ],
    [
      'mutation ($rows: [RiskParameterOrderInput!]!) { updateRiskParameterOrder(rows: $rows) { message } }',
      { rows: [{ id: '1', order: 2 }] },
    ],
    [
      'mutation ($input: SaveRiskLevelInput!) { saveRiskLevel(input: $input) { message } }',
      { input: { name: 'Mine', minScore: 1, maxScore: 2, isActive: true } },
    ],
    [
      'mutation ($input: SaveRiskQuestionTypeInput!) { saveRiskQuestionType(input: $input) { message } }',
      { input: { name: 'Mine' } },
    ],
    ['mutation ($id: ID!) { deleteRiskQuestionType(id: $id) { message } }', { id: '12' }],
    [
      'mutation ($input: SaveRiskFrequencyInput!) { saveRiskFrequency(input: $input) { message } }',
      { input: { name: 'Mine', months: 3, isActive: true } },
    ],
    [
      'mutation ($input: SaveRiskQuestionHeaderInput!) { saveRiskQuestionHeader(input: $input) { message } }',
      { input: { name: 'Mine' } },
    ],
    [
      'mutation ($input: SaveRiskQuestionInput!) { saveRiskQuestion(input: $input) { message } }',
      {
        input: {
          headerId: '1',
          question: 'Mine?',
          questionTypeId: '1',
          options: [],
          gapOptions: [],
          isRequired: false,
          isActive: true,
        },
      },
    ],
    [
      'mutation ($rows: [RiskQuestionOrderInput!]!) { updateRiskQuestionOrder(rows: $rows) { message } }',
      { rows: [{ id: '1', order: 2 }] },
    ],
  ];

  it("refuses a client's administrator every change, before the catalogue is asked", async () => {
    for (const [source, variables] of writes) {
      const fake = riskFake();
      const answer = await runAs(clientAdmin(), fake, source, variables);
      expect([source, answer.errors?.[0]?.extensions?.code, answer.errors?.[0]?.message]).toEqual([
        source,
        'FORBIDDEN',
        OWNERSHIP_MESSAGES.providerOnly,
      ]);
      expect(fake.recorded).toEqual([]);
    }
  });
});

describe("manual risk ratings and reports are the client's", () => {
  const ARTIFACTS =
    'query ($p: ID!, $c: ID) { riskManualArtifacts(companyProcessId: $p, clientId: $c) { name } }';
  const RATE =
    'mutation ($input: ManualRiskRatingInput!) { submitManualRiskRating(input: $input) { message } }';
  const rating = (clientId?: string) => ({
    input: {
      companyProcessId: '4',
      artifactName: 'Policy',
      ratings: [{ parameterId: '1', levelId: '2' }],
      ...(clientId ? { clientId } : {}),
    },
  });

  it("reads and rates a client user's own client's ratings, and refuses another client's", async () => {
    const fake = riskFake();
    await runAs(clientAdmin(), fake, ARTIFACTS, { p: '4' });
    await runAs(clientAdmin(), fake, RATE, rating());
    expect(callsTo(fake, 'RiskRating/get-manual-artifact')[0]!.query).toMatchObject({ ClientId: 1 });
    expect(callsTo(fake, 'RiskRating/submit-manual-risk-rating')[0]!.body).toMatchObject({ ClientId: 1 });

    const other = riskFake();
    for (const [source, variables] of [
      [ARTIFACTS, { p: '4', c: '2' }],
      [RATE, rating('2')],
    ] as const) {
      const answer = await runAs(clientAdmin(), other, source, variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(answer.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
    }
    expect(other.recorded).toEqual([]);
  });

  it('has provider staff name the client they rate for', async () => {
    const fake = riskFake();
    const none = await runAs(providerAdmin(), fake, RATE, rating());
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(none.errors?.[0]?.extensions)).toContain(RISK_MESSAGES.clientRequired);
    expect(fake.recorded).toEqual([]);
    await runAs(providerAdmin(), fake, RATE, rating('2'));
    expect(callsTo(fake, 'RiskRating/submit-manual-risk-rating')[0]!.body).toMatchObject({ ClientId: 2 });
  });

  it("reports on a client user's own client only", async () => {
    const REPORT = 'query ($f: RiskReportFilterInput) { riskRatingReport(kind: RISK, filter: $f) { title } }';
    const fake = riskFake();
    await runAs(clientAdmin(), fake, REPORT, {});
    expect(callsTo(fake, 'RiskRating/report-risk')[0]!.body).toMatchObject({ ClientId: 1 });
    const other = await runAs(clientAdmin(), fake, REPORT, { f: { clientId: '2' } });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(callsTo(fake, 'RiskRating/report-risk')).toHaveLength(1);
  });

  it("offers a client's user its own client only to work for", async () => {
    const LOOKUPS = '{ riskRatingLookups { clients { id name } } }';
    const own = await runAs(clientAdmin(), riskFake(), LOOKUPS);
    expect(own.data?.riskRatingLookups).toEqual({
      clients: [{ id: '1', name: 'Harborview Credit Union' }],
    });
    const all = await runAs(providerAdmin(), riskFake(), LOOKUPS);
    expect((all.data?.riskRatingLookups as { clients: unknown[] }).clients).toHaveLength(2);
  });
});

describe('every risk assessment has a client', () => {
  const SAVE = 'mutation ($input: RiskAnswersInput!) { saveRiskAnswers(input: $input) { assessmentId } }';

  it('has provider staff name the client; a client user answers for its own and cannot name another', async () => {
    const fake = riskFake();
    const none = await runAs(providerAdmin(), fake, SAVE, { input: { selection: SELECTION, answers: [] } });
    expect(none.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fake.recorded).toEqual([]);
    await runAs(providerAdmin(), fake, SAVE, {
      input: { selection: { ...SELECTION, clientId: '2' }, answers: [] },
    });
    expect(callsTo(fake, 'RiskAssessment/save-answers')[0]!.body).toMatchObject({ ClientId: 2 });

    const client = riskFake();
    const own = await runAs(approver(), client, SAVE, { input: { selection: SELECTION, answers: [] } });
    expect(own.errors).toBeUndefined();
    const other = await runAs(approver(), client, SAVE, {
      input: { selection: { ...SELECTION, clientId: '2' }, answers: [] },
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(callsTo(client, 'RiskAssessment/save-answers').map((call) => call.body)).toEqual([
      expect.objectContaining({ ClientId: 1 }),
    ]);
  });

  it('issues a question file ticket only for an assessment the user reaches, naming it to the catalogue', async () => {
    const TICKET =
      'mutation ($f: ID!, $a: ID) { riskQuestionFileDownload(fileId: $f, assessmentId: $a) { download { ticket } } }';
    const cache = new MemoryCache(100);
    const refused = await runAs(approver(), riskFake(), TICKET, { f: '5', a: '3' }, cache);
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(refused.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.notFound);
    const issued = await runAs(approver(), riskFake(), TICKET, { f: '5', a: '1' }, cache);
    const ticket = (issued.data?.riskQuestionFileDownload as { download: { ticket: string } }).download
      .ticket;
    expect(await cache.get(`file-ticket:${ticket}`)).toMatchObject({ query: { Id: 5, AssessmentId: 1 } });
    // A client's user names the assessment; provider staff, who reach every client's, may leave it out.
    const unnamed = await runAs(approver(), riskFake(), TICKET, { f: '5' }, cache);
    expect(unnamed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const provider = await runAs(providerAdmin(), riskFake(), TICKET, { f: '5' }, cache);
    expect(provider.errors).toBeUndefined();

    const history = await runAs(
      approver(),
      riskFake(),
      '{ riskAssessmentHistory(assessmentId: "3") { id } }',
    );
    expect(history.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe("an Employee Selection answer names a user of the assessment's client", () => {
  const SAVE =
    'mutation ($input: RiskAnswersInput!) { saveRiskAnswers(input: $input) { message assessmentId } }';
  const SUBMIT =
    'mutation ($input: RiskAnswersInput!) { submitRiskAnswers(input: $input) { message assessmentId } }';
  const QUESTIONNAIRE =
    'query ($selection: QuestionnaireSelectionInput!) { riskQuestionnaire(selection: $selection) { employees { id name } } }';
  const user = (id: number, name: string) => ({ Id: id, Name: name, Email: `${id}@lexbridge.test` });
  /** What the catalogue lists per client: Harborview (1) and Northgate (2); provider staff are no client's. */
  const EMPLOYEES: Record<string, ReturnType<typeof user>[]> = {
    '1': [user(3, 'Ben Business'), user(7, 'Bea Approver')],
    '2': [user(10, 'Nora Northgate'), user(11, 'Ned Northgate')],
  };
  const question = (id: number, type: string) => ({
    Id: id,
    HeaderId: 1,
    Header: 'Ownership',
    Question: `Q${id}`,
    QuestionTypeId: id,
    QuestionType: type,
    Options: [],
    GapOptions: [],
    IsRequired: false,
    IsActive: true,
    SortOrder: id,
  });
  const listEmployees = (request: { query?: unknown }) => {
    const client = (request.query as { ClientId?: number } | undefined)?.ClientId;
    return {
      Message: 'Success',
      Result: client === undefined ? Object.values(EMPLOYEES).flat() : (EMPLOYEES[client] ?? []),
    };
  };
  const employeeFake = (found: ReturnType<typeof assessment> | null = null) =>
    new FakeCatalogue({
      'RiskAssessment/get-all-questions': () => ({
        Message: 'Success',
        Result: [question(7, 'Employee Selection'), question(8, 'Text')],
      }),
      'RiskRating/get-employees': listEmployees,
      'RiskAssessment/save-answers': () => ({
        Message: 'Answers saved successfully',
        Result: { AssessmentId: 1 },
      }),
      'RiskAssessment/submit-answers': () => ({
        Message: 'Assessment submitted for approval',
        Result: { AssessmentId: 1 },
      }),
      'RiskAssessment/get-questions': () => ({
        Message: 'Success',
        Result: { Stage: 'Assessment', Assessment: found, Headers: [] },
      }),
    });
  const answers = (employee: string, questionType = 'Employee Selection') => [
    { questionId: '8', questionType: 'Text', values: ['Kept?'] },
    { questionId: '7', questionType, values: [employee] },
  ];
  const refusedWith = (answer: Awaited<ReturnType<typeof runAs>>) => [
    answer.errors?.[0]?.extensions?.code,
    (answer.errors?.[0]?.extensions?.fields as Record<string, string> | undefined)?.['answers.7'],
  ];
  const REFUSED = ['BAD_USER_INPUT', RISK_MESSAGES.employeeOfClient];

  it("lists in the lookups every client's users to provider staff, its own client's to a client user", async () => {
    const LOOKUPS = '{ riskAssessmentLookups { employees { id } } }';
    const ids = (answer: Awaited<ReturnType<typeof runAs>>) => {
      expect(answer.errors).toBeUndefined();
      return (answer.data?.riskAssessmentLookups as { employees: { id: string }[] }).employees.map(
        (e) => e.id,
      );
    };
    const empty = () => ({ Message: 'Success', Result: [] });
    const lookupsFake = () =>
      new FakeCatalogue({
        'RiskRating/get-employees': listEmployees,
        'RiskRating/get-company-processes': empty,
        'RiskAssessment/get-frequency': empty,
        'RiskRating/get-question-type': empty,
        'RiskAssessment/get-questions-header': empty,
        'RiskRating/get-clients': empty,
      });
    const provider = lookupsFake();
    expect(ids(await runAs(providerAdmin(), provider, LOOKUPS))).toEqual(['3', '7', '10', '11']);
    expect(callsTo(provider, 'RiskRating/get-employees').map((call) => call.query ?? {})).toEqual([{}]);
    const client = lookupsFake();
    expect(ids(await runAs(clientAdmin(), client, LOOKUPS))).toEqual(['3', '7']);
    expect(callsTo(client, 'RiskRating/get-employees').map((call) => call.query)).toEqual([{ ClientId: 1 }]);
  });

  it("refuses a client's user naming another client's user or provider staff, before the catalogue stores anything", async () => {
    // 11: northgate-business@, 10: northgate-admin@, 1: admin@ (provider staff), 999: nobody.
    for (const [source, named, type] of [
      [SAVE, '11', 'Employee Selection'],
      [SAVE, '10', 'Employee Selection'],
      [SAVE, '1', 'Employee Selection'],
      [SAVE, '999', 'Employee Selection'],
      [SUBMIT, '11', 'Employee Selection'],
      // The question's type comes from the questionnaire, not from what the input claims.
      [SAVE, '11', 'Text'],
    ] as const) {
      const fake = employeeFake();
      const answer = await runAs(approver(), fake, source, {
        input: { selection: SELECTION, answers: answers(named, type) },
      });
      expect([source, named, type, ...refusedWith(answer)]).toEqual([source, named, type, ...REFUSED]);
      expect(callsTo(fake, 'RiskAssessment/save-answers')).toEqual([]);
      expect(callsTo(fake, 'RiskAssessment/submit-answers')).toEqual([]);
      expect(callsTo(fake, 'RiskRating/get-employees').map((call) => call.query)).toEqual([{ ClientId: 1 }]);
    }

    const fake = employeeFake();
    const own = await runAs(approver(), fake, SAVE, {
      input: { selection: SELECTION, answers: answers('3') },
    });
    expect(own.errors).toBeUndefined();
    expect(callsTo(fake, 'RiskAssessment/save-answers')[0]!.body).toMatchObject({
      ClientId: 1,
      Answers: [
        { QuestionId: 8, Values: ['Kept?'] },
        { QuestionId: 7, Values: ['3'] },
      ],
    });
  });

  it('holds provider staff to the employees of the client they answer for', async () => {
    const selection = { ...SELECTION, clientId: '2' };
    const harborview = employeeFake();
    const refused = await runAs(providerAdmin(), harborview, SAVE, {
      input: { selection, answers: answers('3') },
    });
    expect(refusedWith(refused)).toEqual(REFUSED);
    expect(callsTo(harborview, 'RiskAssessment/save-answers')).toEqual([]);

    const northgate = employeeFake();
    const saved = await runAs(providerAdmin(), northgate, SAVE, {
      input: { selection, answers: answers('11') },
    });
    expect(saved.errors).toBeUndefined();
    expect(callsTo(northgate, 'RiskAssessment/save-answers')[0]!.body).toMatchObject({ ClientId: 2 });
  });

  it("offers with the questionnaire the employees of the assessment's client only", async () => {
    const names = async (principal: Principal, fake: FakeCatalogue, clientId?: string) => {
      const answer = await runAs(principal, fake, QUESTIONNAIRE, {
        selection: { ...SELECTION, stage: 'ASSESSMENT', ...(clientId ? { clientId } : {}) },
      });
      expect(answer.errors).toBeUndefined();
      return (answer.data?.riskQuestionnaire as { employees: { id: string }[] }).employees.map((e) => e.id);
    };
    expect(await names(approver(), employeeFake())).toEqual(['3', '7']);
    expect(await names(providerAdmin(), employeeFake(), '2')).toEqual(['10', '11']);
    // Provider staff opening a client's assessment without naming the client get that client's employees.
    expect(await names(providerAdmin(), employeeFake(assessment(5, null, 2)))).toEqual(['10', '11']);
    expect(await names(providerAdmin(), employeeFake())).toEqual([]);
  });
});
