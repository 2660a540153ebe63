// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { GAPS_MESSAGES, GAPS_ROUTES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
import type { MenuItemData } from '../../navigation/navigation.mapper.js';
import type { Principal } from '../../../session/principal.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';

const MENU: MenuItemData[] = [
  {
    id: '1702',
    label: 'Gaps and Updates',
    routerLink: GAPS_ROUTES.gapsAndUpdates,
    image: null,
    counts: null,
    selectedIndex: null,
    subMenus: [],
    breadcrumbs: [],
  },
];
const editor = (overrides: Partial<Principal> = {}) =>
  testPrincipal({ menu: MENU, editableRoutes: [GAPS_ROUTES.gapsAndUpdates], ...overrides });
const GAP = { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' };

function run(fake: FakeCatalogue, source: string, variables?: Record<string, unknown>, principal = editor()) {
  const context = fakeContext(fake, principal);
  return runGraphQL(context, source, variables);
}

describe('gaps resolver', () => {
  it('sends answers with the submit flag under the legacy names and says the catalogue message', async () => {
    const bodies: unknown[] = [];
    const fake = new FakeCatalogue({
      'GapsAndUpdates/submit-question-answer': (request: LegacyRequest) => {
        bodies.push(request.body);
        return { Message: GAPS_MESSAGES.answersSubmitted, Result: { IsSubmit: true } };
      },
    });
    const result = await run(
      fake,
      `mutation ($gap: GapRefInput!, $answers: [GapsAnswerInput!]!) {
        submitGapsAnswers(gap: $gap, answers: $answers, submit: true) { message } }`,
      { gap: GAP, answers: [{ questionId: '1', answer: 'Yes' }] },
    );
    expect(result.data).toEqual({ submitGapsAnswers: { message: GAPS_MESSAGES.answersSubmitted } });
    expect(bodies).toEqual([
      {
        LawId: 5,
        SectionId: 23,
        LawRequirementId: 180,
        MstCompanyProcessId: 1,
        IsSubmit: true,
        Answers: [{ QuestionId: 1, Answer: 'Yes' }],
      },
    ]);
  });

  it("turns the catalogue's refusal of an incomplete submit into BAD_USER_INPUT on the answers", async () => {
    const fake = new FakeCatalogue({
      'GapsAndUpdates/submit-question-answer': () => {
        throw toGraphQLError(
          new LegacyError('http', 'answered 400', 400, { Message: GAPS_MESSAGES.answerRequired }),
        );
      },
    });
    const result = await run(
      fake,
      `mutation ($gap: GapRefInput!) { submitGapsAnswers(gap: $gap, answers: [], submit: true) { message } }`,
      { gap: GAP },
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { answers: GAPS_MESSAGES.answerRequired },
    });
  });

  it('checks action plans, questions and list names before the catalogue', async () => {
    const fake = new FakeCatalogue({});
    const plan = await run(
      fake,
      `mutation ($input: GapsActionPlanInput!) { saveGapsActionPlan(input: $input) { message } }`,
      { input: { gap: GAP, taskTypeId: '1', taskStatusId: '1', description: 'x', dueDate: '2027-02-30' } },
    );
    expect(plan.errors?.[0]?.extensions).toMatchObject({ fields: { dueDate: GAPS_MESSAGES.dueDateInvalid } });
    const question = await run(
      fake,
      `mutation ($input: GapsQuestionInput!) { saveGapsQuestion(input: $input) { id } }`,
      {
        input: {
          headerId: '1',
          question: 'Which?',
          questionTypeId: '1',
          questionType: 'Options',
          options: [],
        },
      },
    );
    expect(question.errors?.[0]?.extensions).toMatchObject({
      fields: { options: GAPS_MESSAGES.optionsRequired },
    });
    const name = await run(fake, `mutation { saveGapsListEntry(kind: TASK_TYPE, name: "  ") { message } }`);
    expect(name.errors?.[0]?.extensions).toMatchObject({ fields: { name: GAPS_MESSAGES.nameRequired } });
    expect(fake.calls).toBe(0);
  });

  it('reads the four lists once, and refuses writes to read-only users', async () => {
    const fake = new FakeCatalogue({
      'GapsAndUpdates/get-task-type': () => ({ Result: [{ Id: 1, Name: 'Training' }] }),
      'GapsAndUpdates/get-task-status': () => ({ Result: [{ Id: 1, Name: 'Open' }] }),
      'GapsAndUpdates/get-task-evidence': () => ({ Result: [] }),
      'GapsAndUpdates/get-question-type': () => ({ Result: [{ Id: 1, Name: 'Options' }] }),
    });
    const lists = await run(
      fake,
      `{ a: gapsLists { taskTypes { name } } b: gapsLists { questionTypes { name } } }`,
    );
    expect(lists.data).toEqual({
      a: { taskTypes: [{ name: 'Training' }] },
      b: { questionTypes: [{ name: 'Options' }] },
    });
    expect(fake.calls).toBe(4);
    const refused = await run(
      fake,
      `mutation { deleteGapsActionPlan(id: "1") { message } }`,
      {},
      editor({ editableRoutes: [] }),
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("sends client change management's set under its own prefix, checked against Assess Change", async () => {
    const paths: string[] = [];
    const fake = new FakeCatalogue({
      'ClientChangeManagement/get-questions-header': (request: LegacyRequest) => {
        paths.push(request.path);
        return { Result: [{ Id: 7, Header: 'Change Impact', SortOrder: 1, BusinessLineId: 2 }] };
      },
    });
    const query = `{ gapsQuestionHeaders(set: CLIENT_CHANGE_MANAGEMENT, businessLineId: "2") { id header } }`;
    // The gaps screen alone does not open client change management's questionnaire.
    const refused = await run(fake, query);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const assess: MenuItemData = {
      ...MENU[0]!,
      id: '1703',
      label: 'Assess Change',
      routerLink: GAPS_ROUTES.assessChange,
    };
    const result = await run(fake, query, {}, editor({ menu: [...MENU, assess] }));
    expect(result.data).toEqual({ gapsQuestionHeaders: [{ id: '7', header: 'Change Impact' }] });
    expect(paths).toEqual(['ClientChangeManagement/get-questions-header']);
    // Writes need edit permission on Assess Change, not on Gaps and Updates.
    const write = await run(
      fake,
      `mutation { deleteGapsQuestion(set: CLIENT_CHANGE_MANAGEMENT, id: "1") { message } }`,
      {},
      editor({ menu: [...MENU, assess] }),
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses headers that read alike or are empty before the catalogue', async () => {
    const fake = new FakeCatalogue({});
    const twins = await run(
      fake,
      `mutation { saveGapsQuestionHeaders(businessLineId: "1", headers: [{ id: "1", header: "Scope" },
        { header: " scope " }]) { id } }`,
    );
    expect(twins.errors?.[0]?.extensions).toMatchObject({
      fields: { headers: GAPS_MESSAGES.headerDuplicate },
    });
    const long = await run(
      fake,
      `mutation ($h: String!) { saveGapsQuestionHeaders(businessLineId: "1", headers: [{ header: $h }]) { id } }`,
      { h: 'x'.repeat(201) },
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({ fields: { headers: GAPS_MESSAGES.headerTooLong } });
    expect(fake.calls).toBe(0);
  });

  it("lists a client's user only its own client's gaps and keeps the shared questionnaire to provider staff", async () => {
    const row = (clientId: number, requirementId: number) => ({
      ClientId: clientId,
      BusinessLawId: 3,
      LawId: 5,
      SectionId: 23,
      LawDetailId: 1,
      Section: '§ 1005.6 Liability',
      Regulator: 'CFPB',
      BusinessLineId: 1,
      BusinessLineName: 'Deposit Accounts',
      LawRequirementId: requirementId,
      RequirementNumber: `REQ_${requirementId}`,
      Requirement: 'Do it.',
      MstCompanyProcessId: 1,
      CompanyProcess: 'Account Opening',
      TargetCompletionDate: null,
      TabIndex: 4,
      RequirementCount: 2,
      IsSubmit: false,
      ActionPlanCount: 0,
    });
    const queries: unknown[] = [];
    // A catalogue per principal: a request's routed contexts are kept per catalogue caller.
    const catalogue = () =>
      new FakeCatalogue({
        'GapsAndUpdates/get-gaps': (request: LegacyRequest) => {
          queries.push(request.query);
          return { Result: [row(1, 180), row(2, 181)] };
        },
      });
    const fake = catalogue();
    const harborview = editor({
      user: { ...testPrincipal().user, clientId: '1', clientName: 'Harborview Credit Union' },
    });
    const list = await run(fake, `{ gapsAndUpdates { clientId requirementId } }`, {}, harborview);

    expect(list.data).toEqual({ gapsAndUpdates: [{ clientId: '1', requirementId: '180' }] });
    expect(queries).toEqual([{ clientId: '1' }]);
    const named = await run(fake, `{ gapsAndUpdates(clientId: "2") { clientId } }`, {}, harborview);
    expect(named.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const provider = await run(catalogue(), `{ gapsAndUpdates(clientId: "2") { requirementId } }`);
    expect(provider.data).toEqual({ gapsAndUpdates: [{ requirementId: '181' }] });
    expect(queries).toHaveLength(2);

    for (const write of [
      `mutation { saveGapsListEntry(kind: TASK_TYPE, name: "Mine") { message } }`,
      `mutation { deleteGapsListEntry(kind: TASK_TYPE, id: "1") { message } }`,
      `mutation { deleteGapsQuestion(id: "1") { message } }`,
      `mutation { deleteGapsQuestionHeader(id: "1") { message } }`,
      `mutation { saveGapsQuestionHeaders(businessLineId: "1", headers: [{ header: "Scope" }]) { id } }`,
    ]) {
      const refused = await run(fake, write, {}, harborview);
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe('Only provider staff may change this.');
    }
    expect(queries).toHaveLength(2);
    expect(fake.calls).toBe(1);
  });
});

describe('gaps files follow their gap', () => {
  const ofClient = (clientId: string) =>
    editor({
      user: { ...testPrincipal().user, clientId, clientName: clientId === '1' ? 'Harborview' : 'Northgate' },
    });
  /** business@'s gap is Harborview's (client 1): answer file 41, and step file 51 of action plan 7. */
  const gapCatalogue = () =>
    new FakeCatalogue({
      'GapsAndUpdates/get-answered-question': () => ({
        Result: {
          ClientId: 1,
          IsSubmit: false,
          SubmittedAt: null,
          Answers: [],
          Files: [{ Id: 41, QuestionId: 6, FileName: 'own.txt', Size: 3 }],
        },
      }),
      'GapsAndUpdates/get-action-plan-tracker': () => ({
        Result: [
          {
            Id: 7,
            TaskTypeId: 1,
            TaskType: 'Training',
            TaskStatusId: 1,
            TaskStatus: 'Open',
            EvidenceTypeId: null,
            EvidenceType: null,
            Description: 'Collect',
            DueDate: null,
            StepFiles: [{ Id: 51, FileName: 'step.txt', Size: 8 }],
          },
        ],
      }),
    });
  const DOWNLOAD = `mutation ($kind: GapsFileKind!, $id: ID!, $gap: GapRefInput) {
    gapsFileDownload(kind: $kind, fileId: $id, gap: $gap) { download { url } } }`;
  const ticketOf = (data: unknown) =>
    (data as { gapsFileDownload: { download: { url: string } } }).gapsFileDownload.download.url.slice(
      '/files/'.length,
    );

  it("issues tickets for the gap's files to its own client's user only", async () => {
    const cache = new MemoryCache(10);
    const ask = (principal: Principal, variables: Record<string, unknown>) =>
      runGraphQL(fakeContext(gapCatalogue(), principal, { services: { cache } }), DOWNLOAD, variables);

    const answerFile = await ask(ofClient('1'), { kind: 'QUESTION', id: '41', gap: GAP });
    expect(answerFile.errors).toBeUndefined();
    expect(await cache.get(`file-ticket:${ticketOf(answerFile.data)}`)).toMatchObject({
      path: 'GapsAndUpdates/download-action-question-files',
      query: { Id: 41 },
    });
    const stepFile = await ask(ofClient('1'), { kind: 'STEP', id: '51', gap: GAP });
    expect(stepFile.errors).toBeUndefined();
    expect(await cache.get(`file-ticket:${ticketOf(stepFile.data)}`)).toMatchObject({
      path: 'GapsAndUpdates/download-action-plan-step-files',
      query: { Id: 51 },
    });

    for (const [principal, variables] of [
      [ofClient('2'), { kind: 'QUESTION', id: '41', gap: GAP }],
      [ofClient('2'), { kind: 'STEP', id: '51', gap: GAP }],
      [ofClient('1'), { kind: 'QUESTION', id: '51', gap: GAP }],
      [ofClient('1'), { kind: 'STEP', id: '41', gap: GAP }],
      [ofClient('1'), { kind: 'QUESTION', id: '41' }],
    ] as const) {
      const refused = await ask(principal, variables);
      expect(refused.errors?.[0]).toMatchObject({
        message: OWNERSHIP_MESSAGES.notFound,
        extensions: { code: 'NOT_FOUND' },
      });
      expect(refused.data).toBeNull();
    }
  });

  it("looks nothing up for provider staff, who reach every client's files", async () => {
    const fake = gapCatalogue();
    const result = await runGraphQL(
      fakeContext(fake, editor(), { services: { cache: new MemoryCache(10) } }),
      DOWNLOAD,
      { kind: 'QUESTION', id: '41' },
    );
    expect(result.errors).toBeUndefined();
    expect(fake.calls).toBe(0);
  });
});
