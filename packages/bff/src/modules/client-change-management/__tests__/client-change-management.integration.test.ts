import { GAPS_MESSAGES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';
import { uploadQuestionnaireFile } from '../../../testing/questionnaire-upload.js';

const CHANGE = `query ($id: ID!) { clientChange(id: $id) {
  change { id lawId sectionId businessLineId companyProcessId status undecided }
  requirements { id decision proposedRequirement mappingStatus } processes { id } } }`;
const QUESTIONS = `query ($line: ID!, $set: QuestionSet!) { gapsQuestions(businessLineId: $line, set: $set) {
  id header question questionType options parentQuestionId } }`;
const ANSWERS = `query ($ref: GapRefInput!) { gapsAnswers(gap: $ref, set: CLIENT_CHANGE_MANAGEMENT) {
  isSubmitted answers { questionId answer } files { id fileName } } }`;
const SUBMIT = `mutation ($ref: GapRefInput!, $answers: [GapsAnswerInput!]!, $submit: Boolean!) {
  submitGapsAnswers(set: CLIENT_CHANGE_MANAGEMENT, gap: $ref, answers: $answers, submit: $submit) { message } }`;

interface Change {
  change: {
    id: string;
    lawId: string;
    sectionId: string;
    businessLineId: string;
    companyProcessId: string;
    status: string;
    undecided: number;
  };
  requirements: { id: string; decision: string; mappingStatus: string }[];
  processes: { id: string }[];
}

describe('client change management through the BFF against the reference catalogue', () => {
  let harness: Harness;
  let business: TestClient;
  let approver: TestClient;
  let reader: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    business = harness.client();
    reader = harness.client();
    approver = harness.client();
    await business.login('business@lexbridge.test');
    await approver.login('business-approver@lexbridge.test');
    await reader.login('reader@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const change = async (id: string) =>
    (await business.gql<{ clientChange: Change }>(CHANGE, { id })).data!.clientChange;

  it('lists changed laws and the work queue of the user', async () => {
    const { data, errors } = await business.gql<{
      changedLaws: { sectionId: string; processes: number }[];
      changeWorkQueue: { id: string }[];
    }>(`{ changedLaws { sectionId processes } changeWorkQueue { id } }`);
    expect(errors).toBeUndefined();
    expect(data!.changedLaws.length).toBeGreaterThan(0);
    expect(data!.changeWorkQueue.map((row) => row.id)).toContain('1');
  });

  it('keeps its own questionnaire, apart from gaps and updates', async () => {
    const [gaps, ccm] = await Promise.all(
      (['GAPS_AND_UPDATES', 'CLIENT_CHANGE_MANAGEMENT'] as const).map(async (set) =>
        (
          await business.gql<{ gapsQuestions: { header: string }[] }>(QUESTIONS, { line: '2', set })
        ).data!.gapsQuestions.map((question) => question.header),
      ),
    );
    expect(ccm).toContain('Change Impact');
    expect(gaps).not.toContain('Change Impact');
  });

  it('answers a changed requirement with a file, refuses an incomplete submit, then submits', async () => {
    const detail = await change('1');
    const ref = {
      lawId: detail.change.lawId,
      sectionId: detail.change.sectionId,
      requirementId: detail.requirements[0]!.id,
      companyProcessId: detail.change.companyProcessId,
    };
    const questions = (
      await business.gql<{
        gapsQuestions: {
          id: string;
          questionType: string;
          options: string[];
          parentQuestionId: string | null;
        }[];
      }>(QUESTIONS, { line: detail.change.businessLineId, set: 'CLIENT_CHANGE_MANAGEMENT' })
    ).data!.gapsQuestions;
    const impact = questions.find((question) => question.options.includes('Partially'))!;
    const date = questions.find((question) => question.questionType === 'Calendar Field')!;
    const evidence = questions.find((question) => question.questionType === 'Add attachment')!;

    const draft = await business.gql(SUBMIT, {
      ref,
      answers: [{ questionId: impact.id, answer: 'Partially' }],
      submit: false,
    });
    expect(draft.errors).toBeUndefined();
    const early = await business.gql(SUBMIT, { ref, answers: [], submit: true });
    expect(early.errors?.[0]?.extensions).toMatchObject({
      fields: { answers: GAPS_MESSAGES.answerRequired },
    });

    // The gaps set does not know this requirement as a gap.
    const wrongSet = await business.gql(
      `query ($ref: GapRefInput!) { gapsAnswers(gap: $ref) { isSubmitted } }`,
      { ref },
    );
    expect(wrongSet.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const fields = { set: 'CLIENT_CHANGE_MANAGEMENT', kind: 'question', ...ref, questionId: evidence.id };
    expect((await uploadQuestionnaireFile(harness, reader, fields, 'procedure.txt', 'x')).status).toBe(403);
    const uploaded = await uploadQuestionnaireFile(harness, business, fields, 'procedure.txt', 'new steps');
    expect(uploaded.status).toBe(200);

    const submitted = await business.gql(SUBMIT, {
      ref,
      answers: [{ questionId: date.id, answer: '2027-06-30' }],
      submit: true,
    });
    expect(submitted.errors).toBeUndefined();
    const answered = await business.gql<{
      gapsAnswers: {
        isSubmitted: boolean;
        answers: { questionId: string; answer: string }[];
        files: { id: string }[];
      };
    }>(ANSWERS, { ref });
    expect(answered.data!.gapsAnswers).toMatchObject({ isSubmitted: true, files: [expect.anything()] });
    expect(answered.data!.gapsAnswers.answers).toContainEqual({ questionId: impact.id, answer: 'Partially' });

    const ticket = await business.gql<{ gapsFileDownload: { download: { url: string } } }>(
      `mutation ($id: ID!, $ref: GapRefInput) {
        gapsFileDownload(set: CLIENT_CHANGE_MANAGEMENT, kind: QUESTION, fileId: $id, gap: $ref) { download { url } } }`,
      { id: answered.data!.gapsAnswers.files[0]!.id, ref },
    );
    const download = await fetch(`${harness.bffUrl}${ticket.data!.gapsFileDownload.download.url}`, {
      headers: { cookie: business.cookie! },
    });
    expect(await download.text()).toBe('new steps');

    const readerWrite = await reader.gql(SUBMIT, { ref, answers: [], submit: false });
    expect(readerWrite.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('takes a change through decisions, mapping, submit and accept', async () => {
    const detail = await change('2');
    const early = await business.gql(`mutation { submitChanges(changeId: "2") { message } }`);
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    for (const requirement of detail.requirements) {
      const decided = await business.gql(
        `mutation ($input: ProposedRequirementInput!) { updateProposedRequirement(input: $input) { message } }`,
        { input: { id: requirement.id, decision: 'Accepted' } },
      );
      expect(decided.errors).toBeUndefined();
    }
    const mapped = await business.gql(
      `mutation ($id: ID!, $ids: [ID!]!) { saveRequirementMapping(requirementChangeId: $id, companyProcessIds: $ids,
        submit: true) { message } }`,
      { id: detail.requirements[0]!.id, ids: [detail.processes[0]!.id] },
    );
    expect(mapped.data).toEqual({
      saveRequirementMapping: { message: GAPS_MESSAGES.mappingSubmittedForReview },
    });
    const submitted = await business.gql(`mutation { submitChanges(changeId: "2") { message } }`);
    expect(submitted.errors).toBeUndefined();
    const byReader = await reader.gql(`mutation { acceptChangedLaw(changeId: "2") { message } }`);
    expect(byReader.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Separation of duties: business@ submitted the change, so another business user of Harborview accepts it.
    const own = await business.gql(`mutation { acceptChangedLaw(changeId: "2") { message } }`);
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(own.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.ownWork);
    const waiting = await business.gql<{ clientChange: { change: { status: string; submittedBy: string } } }>(
      `{ clientChange(id: "2") { change { status submittedBy } } }`,
    );
    expect(waiting.data!.clientChange.change).toEqual({ status: 'Submitted', submittedBy: 'Ben Business' });
    const accepted = await approver.gql<{ acceptChangedLaw: { message: string } }>(
      `mutation { acceptChangedLaw(changeId: "2") { message } }`,
    );
    expect(accepted.errors).toBeUndefined();
    expect((await change('2')).change.status).toBe('Accepted');
  });
});
