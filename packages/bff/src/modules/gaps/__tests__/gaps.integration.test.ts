import { GAPS_MESSAGES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';
import { uploadQuestionnaireFile } from '../../../testing/questionnaire-upload.js';

// business@'s seeded gap: law 5, section 23, requirement 180, company process 1 (Deposit Accounts, line 1).
const GAP = { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' };
const QUESTIONS = `query ($line: ID!) { gapsQuestions(businessLineId: $line) {
  id headerId question questionType questionTypeId options parentQuestionId triggerAnswer isActive } }`;
const ANSWERS = `query ($gap: GapRefInput!) { gapsAnswers(gap: $gap) {
  isSubmitted answers { questionId answer } files { id questionId fileName } } }`;
const SUBMIT = `mutation ($gap: GapRefInput!, $answers: [GapsAnswerInput!]!, $submit: Boolean!) {
  submitGapsAnswers(gap: $gap, answers: $answers, submit: $submit) { message } }`;
const HEADERS = `query ($line: ID!) { gapsQuestionHeaders(businessLineId: $line) { id header sortOrder } }`;
const SAVE_HEADERS = `mutation ($line: ID!, $headers: [GapsQuestionHeaderInput!]!) {
  saveGapsQuestionHeaders(businessLineId: $line, headers: $headers) { id header sortOrder } }`;
const SAVE_QUESTION = `mutation ($input: GapsQuestionInput!) { saveGapsQuestion(input: $input) { id question questionType } }`;
const DOWNLOAD = `mutation ($kind: GapsFileKind!, $id: ID!, $gap: GapRefInput) {
  gapsFileDownload(kind: $kind, fileId: $id, gap: $gap) { download { url } } }`;
const SAVE_PLAN = `mutation ($input: GapsActionPlanInput!) { saveGapsActionPlan(input: $input) {
  actionPlan { id stepFiles { id fileName } } } }`;
const PLANS = `query ($gap: GapRefInput!) { gapsActionPlans(gap: $gap) { id stepFiles { id fileName } } }`;

interface Question {
  id: string;
  headerId: string;
  question: string;
  questionType: string;
  questionTypeId: string;
  options: string[];
  parentQuestionId: string | null;
  triggerAnswer: string | null;
}

describe('gaps and updates through the BFF against the reference catalogue', () => {
  let harness: Harness;
  let business: TestClient;
  let reader: TestClient;
  /** Provider staff: the questionnaire every client on a line answers is theirs to change. */
  let admin: TestClient;
  /** northgate-business@: a business user of Northgate (client 2) on Deposit Accounts too, the gap's line. */
  let northgate: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    business = harness.client();
    reader = harness.client();
    await business.login('business@lexbridge.test');
    await reader.login('reader@lexbridge.test');
    admin = harness.client();
    await admin.login('admin@lexbridge.test');
    northgate = harness.client();
    await northgate.login('northgate-business@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it("lists the user's gaps with the task lists", async () => {
    const { data, errors } = await business.gql<{
      gapsAndUpdates: { requirementId: string; companyProcessId: string; isSubmitted: boolean }[];
      gapsLists: { questionTypes: { name: string }[] };
    }>(
      `{ gapsAndUpdates { requirementId companyProcessId isSubmitted } gapsLists { questionTypes { name } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.gapsAndUpdates).toContainEqual({
      requirementId: '180',
      companyProcessId: '1',
      isSubmitted: false,
    });
    expect(data!.gapsLists.questionTypes.map((type) => type.name)).toContain('Add attachment');
  });

  // Before the gap's answers are submitted (the next test freezes them), so business@ may still add answer files.
  it("keeps a gap's files to its client: Northgate's user gets no ticket and uploads nothing onto Harborview's gap", async () => {
    const notFound = { message: OWNERSHIP_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } };
    const attachment = (
      await business.gql<{ gapsQuestions: Question[] }>(QUESTIONS, { line: '1' })
    ).data!.gapsQuestions.find((question) => question.questionType === 'Add attachment')!;
    const answerFields = { kind: 'question', ...GAP, questionId: attachment.id };

    // An answer file: business@ (Harborview, the gap's client) uploads it and downloads it through a ticket.
    const stored = await uploadQuestionnaireFile(
      harness,
      business,
      answerFields,
      'own.txt',
      'Harborview only',
    );
    expect(stored.status).toBe(200);
    const answerFile = ((await stored.json()) as { id: string }).id;
    const own = await business.gql<{ gapsFileDownload: { download: { url: string } } }>(DOWNLOAD, {
      kind: 'QUESTION',
      id: answerFile,
      gap: GAP,
    });
    expect(own.errors).toBeUndefined();
    const body = await fetch(`${harness.bffUrl}${own.data!.gapsFileDownload.download.url}`, {
      headers: { cookie: business.cookie! },
    });
    expect(await body.text()).toBe('Harborview only');

    // Northgate's user: no upload onto the gap, no ticket for its file, named with the gap or without.
    const foreign = await uploadQuestionnaireFile(
      harness,
      northgate,
      answerFields,
      'theirs.txt',
      'Northgate',
    );
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ error: OWNERSHIP_MESSAGES.notFound, code: 'NOT_FOUND' });
    for (const variables of [
      { kind: 'QUESTION', id: answerFile, gap: GAP },
      { kind: 'QUESTION', id: answerFile },
    ]) {
      const refused = await northgate.gql(DOWNLOAD, variables);
      expect(refused.errors?.[0]).toMatchObject(notFound);
    }
    // business@ itself names the gap the file is of: without one, or as a step file, it is not found.
    expect((await business.gql(DOWNLOAD, { kind: 'QUESTION', id: answerFile })).errors?.[0]).toMatchObject(
      notFound,
    );
    expect(
      (await business.gql(DOWNLOAD, { kind: 'STEP', id: answerFile, gap: GAP })).errors?.[0],
    ).toMatchObject(notFound);

    // A step file of an action plan of the gap: the same, and the plan's gap must be named by a client's user.
    const lists = await business.gql<{
      gapsLists: { taskTypes: { id: string }[]; taskStatuses: { id: string }[] };
    }>(`{ gapsLists { taskTypes { id } taskStatuses { id } } }`);
    const plan = await business.gql<{ saveGapsActionPlan: { actionPlan: { id: string } } }>(SAVE_PLAN, {
      input: {
        gap: GAP,
        taskTypeId: lists.data!.gapsLists.taskTypes[0]!.id,
        taskStatusId: lists.data!.gapsLists.taskStatuses[0]!.id,
        description: 'Collect the signed procedures',
      },
    });
    expect(plan.errors).toBeUndefined();
    const planId = plan.data!.saveGapsActionPlan.actionPlan.id;
    const stepFields = { kind: 'step', actionPlanId: planId, ...GAP };
    const step = await uploadQuestionnaireFile(harness, business, stepFields, 'step.txt', 'step one');
    expect(step.status).toBe(200);
    const stepFile = ((await step.json()) as { id: string }).id;
    for (const fields of [stepFields, { kind: 'step', actionPlanId: planId }]) {
      const refused = await uploadQuestionnaireFile(harness, northgate, fields, 'theirs.txt', 'Northgate');
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ error: OWNERSHIP_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    const unnamed = await uploadQuestionnaireFile(
      harness,
      business,
      { kind: 'step', actionPlanId: planId },
      'step.txt',
      'x',
    );
    expect(unnamed.status).toBe(404);
    const refusedStep = await northgate.gql(DOWNLOAD, { kind: 'STEP', id: stepFile, gap: GAP });
    expect(refusedStep.errors?.[0]).toMatchObject(notFound);
    const stepTicket = await business.gql<{ gapsFileDownload: { download: { url: string } } }>(DOWNLOAD, {
      kind: 'STEP',
      id: stepFile,
      gap: GAP,
    });
    const stepBody = await fetch(`${harness.bffUrl}${stepTicket.data!.gapsFileDownload.download.url}`, {
      headers: { cookie: business.cookie! },
    });
    expect(await stepBody.text()).toBe('step one');
    // Nothing of Northgate's was stored on the plan.
    const plans = await business.gql<{
      gapsActionPlans: { id: string; stepFiles: { fileName: string }[] }[];
    }>(PLANS, { gap: GAP });
    expect(plans.data!.gapsActionPlans.find((row) => row.id === planId)!.stepFiles).toEqual([
      expect.objectContaining({ fileName: 'step.txt' }),
    ]);
  });

  it('answers a gap with a draft and a file, refuses an incomplete submit, then submits and freezes it', async () => {
    const questions = (await business.gql<{ gapsQuestions: Question[] }>(QUESTIONS, { line: '1' })).data!
      .gapsQuestions;
    const parent = questions.find(
      (question) => question.options.includes('Yes') && !question.parentQuestionId,
    )!;
    const attachment = questions.find((question) => question.questionType === 'Add attachment')!;

    const draft = await business.gql(SUBMIT, {
      gap: GAP,
      answers: [{ questionId: parent.id, answer: 'No' }],
      submit: false,
    });
    expect(draft.data).toEqual({ submitGapsAnswers: { message: GAPS_MESSAGES.answersSaved } });

    const early = await business.gql(SUBMIT, { gap: GAP, answers: [], submit: true });
    expect(early.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { answers: GAPS_MESSAGES.answerRequired },
    });

    const wrongType = await uploadQuestionnaireFile(
      harness,
      business,
      { kind: 'question', ...GAP, questionId: attachment.id },
      'evidence.exe',
      'x',
    );
    expect(wrongType.status).toBe(400);
    const uploaded = await uploadQuestionnaireFile(
      harness,
      business,
      { kind: 'question', ...GAP, questionId: attachment.id },
      'evidence.txt',
      'the procedure, rewritten',
    );
    expect(uploaded.status).toBe(200);
    const readerUpload = await uploadQuestionnaireFile(
      harness,
      reader,
      { kind: 'question', ...GAP, questionId: attachment.id },
      'evidence.txt',
      'x',
    );
    expect(readerUpload.status).toBe(403);

    const rest = questions
      .filter((question) => !question.parentQuestionId && question.id !== parent.id)
      .filter((question) => question.questionType !== 'Add attachment')
      .map((question) => ({
        questionId: question.id,
        answer:
          question.options[0] ?? (question.questionType === 'Calendar Field' ? '2027-03-31' : 'Answered'),
      }));
    const submitted = await business.gql(SUBMIT, { gap: GAP, answers: rest, submit: true });
    expect(submitted.errors).toBeUndefined();

    const answered = await business.gql<{
      gapsAnswers: { isSubmitted: boolean; files: { id: string; fileName: string }[] };
    }>(ANSWERS, { gap: GAP });
    expect(answered.data!.gapsAnswers.isSubmitted).toBe(true);
    const file = answered.data!.gapsAnswers.files.find((entry) => entry.fileName === 'evidence.txt')!;
    expect(file).toBeDefined();

    const ticket = await business.gql<{ gapsFileDownload: { download: { url: string } } }>(DOWNLOAD, {
      kind: 'QUESTION',
      id: file.id,
      gap: GAP,
    });
    const download = await fetch(`${harness.bffUrl}${ticket.data!.gapsFileDownload.download.url}`, {
      headers: { cookie: business.cookie! },
    });
    expect(await download.text()).toBe('the procedure, rewritten');

    const late = await business.gql(
      `mutation ($id: ID!) { deleteGapsFile(kind: QUESTION, fileId: $id) { message } }`,
      { id: file.id },
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    // A question that has answers keeps its type.
    const retype = await admin.gql(SAVE_QUESTION, {
      input: {
        id: parent.id,
        question: parent.question,
        questionTypeId: questions.find((question) => question.questionType === 'Comment')!.questionTypeId,
        questionType: 'Comment',
        options: [],
      },
    });
    expect(retype.errors?.[0]?.extensions).toMatchObject({
      fields: { question: GAPS_MESSAGES.questionTypeAnswered },
    });
  });

  it('renames and reorders the headers, refusing two alike, and lets a reader do neither', async () => {
    const before = (
      await business.gql<{ gapsQuestionHeaders: { id: string; header: string }[] }>(HEADERS, {
        line: '2',
      })
    ).data!.gapsQuestionHeaders;
    expect(before.length).toBeGreaterThanOrEqual(2);
    const [first, second] = before;
    const twins = await admin.gql(SAVE_HEADERS, {
      line: '2',
      headers: [
        { id: first!.id, header: 'Same' },
        { id: second!.id, header: ' same ' },
      ],
    });
    expect(twins.errors?.[0]?.extensions).toMatchObject({
      fields: { headers: GAPS_MESSAGES.headerDuplicate },
    });
    const saved = await admin.gql<{ saveGapsQuestionHeaders: { id: string; header: string }[] }>(
      SAVE_HEADERS,
      {
        line: '2',
        headers: [
          { id: second!.id, header: second!.header },
          { id: first!.id, header: 'Gap Assessment (renamed)' },
          ...before.slice(2).map((header) => ({ id: header.id, header: header.header })),
        ],
      },
    );
    expect(saved.errors).toBeUndefined();
    const after = (
      await business.gql<{ gapsQuestionHeaders: { id: string; header: string }[] }>(HEADERS, {
        line: '2',
      })
    ).data!.gapsQuestionHeaders;
    expect(after.slice(0, 2)).toEqual([
      expect.objectContaining({ id: second!.id }),
      expect.objectContaining({ id: first!.id, header: 'Gap Assessment (renamed)' }),
    ]);
    const forbidden = await reader.gql(SAVE_HEADERS, {
      line: '2',
      headers: after.map((header) => ({ id: header.id, header: header.header })),
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A client's business user edits its own answers, not the questionnaire another client answers too.
    const clientUser = await business.gql(SAVE_HEADERS, {
      line: '2',
      headers: after.map((header) => ({ id: header.id, header: header.header })),
    });
    expect(clientUser.errors?.[0]?.message).toBe('Only provider staff may change this.');
  });

  it('edits the text and type of an unanswered question', async () => {
    const questions = (await business.gql<{ gapsQuestions: Question[] }>(QUESTIONS, { line: '2' })).data!
      .gapsQuestions;
    const comment = questions.find(
      (question) => question.questionType === 'Comment' && !question.parentQuestionId,
    )!;
    const text = questions.find((question) => question.questionType === 'Options')!;
    const edited = await admin.gql<{ saveGapsQuestion: { question: string; questionType: string } }>(
      SAVE_QUESTION,
      {
        input: {
          id: comment.id,
          question: 'How large is the gap?',
          questionTypeId: text.questionTypeId,
          questionType: 'Options',
          options: ['Small', 'Large'],
        },
      },
    );
    expect(edited.data!.saveGapsQuestion).toMatchObject({
      question: 'How large is the gap?',
      questionType: 'Options',
    });
    const noOptions = await admin.gql(SAVE_QUESTION, {
      input: {
        id: comment.id,
        question: 'How large is the gap?',
        questionTypeId: text.questionTypeId,
        questionType: 'Options',
        options: [],
      },
    });
    expect(noOptions.errors?.[0]?.extensions).toMatchObject({
      fields: { options: GAPS_MESSAGES.optionsRequired },
    });
  });
});
