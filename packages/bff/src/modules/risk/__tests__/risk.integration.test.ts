import { OFFICE_FILE_MESSAGES, RISK_MESSAGES } from '@lexbridge/rules';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, TestClient, type Harness } from '../../../testing/harness.js';

interface Question {
  id: string;
  inputKind: string;
  options: string[];
  questionType: string;
  files: { id: string }[];
}

const QUESTIONNAIRE = `query ($selection: QuestionnaireSelectionInput!) {
  riskQuestionnaire(selection: $selection) { assessment { id status canDecide } headers { questions { id inputKind questionType options files { id } } } employees { id email } }
}`;
const SAVE = `mutation ($input: RiskAnswersInput!) { saveRiskAnswers(input: $input) { message assessmentId } }`;
const SUBMIT = `mutation ($input: RiskAnswersInput!) { submitRiskAnswers(input: $input) { message assessmentId } }`;

/** Risk rating and risk assessment through the BFF and the reference catalogue, as business@, its approver and admin@. */
describe('risk through the BFF and the reference catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  let business: TestClient;
  let approver: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    admin = new TestClient(harness.bffUrl);
    business = new TestClient(harness.bffUrl);
    approver = new TestClient(harness.bffUrl);
    await admin.login('admin@lexbridge.test');
    await business.login('business@lexbridge.test');
    await approver.login('business-approver@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('keeps risk rating to its menu: business users may not open parameters', async () => {
    const refused = await business.gql(`{ riskParameters { id } }`);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const parameters = await admin.gql<{
      riskParameters: { name: string; subParameters: { name: string }[] }[];
    }>(`{ riskParameters { name subParameters { name } } }`);
    expect(parameters.data!.riskParameters.map((p) => p.name)).toEqual([
      'Inherent Risk',
      'Control Effectiveness',
      'Residual Risk',
    ]);
  });

  it('answers a questionnaire of every type, attaches a file, submits, is sent back, then approved', async () => {
    const lookups = await business.gql<{
      riskAssessmentLookups: {
        companyProcesses: { id: string }[];
        frequencies: { id: string; months: number }[];
      };
    }>(`{ riskAssessmentLookups { companyProcesses { id } frequencies { id months } } }`);
    const { companyProcesses, frequencies } = lookups.data!.riskAssessmentLookups;
    const selection = {
      companyProcessId: companyProcesses[3]!.id,
      frequencyId: frequencies.find((f) => f.months === 12)!.id,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    };
    const missing = await business.gql(QUESTIONNAIRE, { selection: { ...selection, stage: null } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { questionnaire: RISK_MESSAGES.selectQuestionnaire },
    });
    const opened = await business.gql<{
      riskQuestionnaire: {
        assessment: { id: string } | null;
        headers: { questions: Question[] }[];
        employees: { id: string; email: string }[];
      };
    }>(QUESTIONNAIRE, { selection: { ...selection, stage: 'ASSESSMENT' } });
    const questions = opened.data!.riskQuestionnaire.headers.flatMap((h) => h.questions);
    // The employees offered are Harborview's users: no provider staff, no Northgate user.
    const employees = opened.data!.riskQuestionnaire.employees;
    expect(employees.map((e) => e.email)).toEqual(
      expect.arrayContaining(['business@lexbridge.test', 'business-approver@lexbridge.test']),
    );
    expect(
      employees.some((e) => e.email === 'admin@lexbridge.test' || e.email.startsWith('northgate-')),
    ).toBe(false);
    const employeeQuestion = questions.find((q) => q.inputKind === 'EMPLOYEE')!;
    // northgate-business@ (user 11) is another client's user: refused, and no assessment is made.
    const foreign = await business.gql(SAVE, {
      input: {
        selection,
        answers: [
          { questionId: employeeQuestion.id, questionType: employeeQuestion.questionType, values: ['11'] },
        ],
      },
    });
    expect(foreign.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [`answers.${employeeQuestion.id}`]: RISK_MESSAGES.employeeOfClient },
    });
    const still = await business.gql<{ riskQuestionnaire: { assessment: { id: string } | null } }>(
      QUESTIONNAIRE,
      { selection: { ...selection, stage: 'ASSESSMENT' } },
    );
    expect(still.data!.riskQuestionnaire.assessment).toBeNull();
    const values: Record<string, string[]> = {
      TEXT: ['Committee'],
      NUMBER: ['3'],
      COMMENT: ['Fine.'],
      MULTIPLE_TEXT: ['A', 'B'],
      MULTIPLE_COMMENT: ['One', 'Two'],
      CALENDAR: ['2027-03-01'],
      EMPLOYEE: [employees.find((e) => e.email === 'business-approver@lexbridge.test')!.id],
      COMPANY_PROCESSES: [companyProcesses[0]!.id],
    };
    const answers = questions
      .filter((q) => q.inputKind !== 'ATTACHMENT')
      .map((q) => ({
        questionId: q.id,
        questionType: q.questionType,
        options: q.options,
        values: q.inputKind === 'OPTIONS' ? [q.options[0]!] : values[q.inputKind]!,
      }));
    const saved = await business.gql<{ saveRiskAnswers: { message: string; assessmentId: string } }>(SAVE, {
      input: { selection, answers },
    });
    expect(saved.data!.saveRiskAnswers.message).toBe('Answers saved successfully');

    const attachment = questions.find((q) => q.inputKind === 'ATTACHMENT')!;
    const upload = (name: string, content: Buffer) => {
      const form = new FormData();
      form.append('questionId', attachment.id);
      form.append('companyProcessId', selection.companyProcessId);
      form.append('frequencyId', selection.frequencyId);
      form.append('startDate', selection.startDate);
      form.append('endDate', selection.endDate);
      form.append('file', new Blob([new Uint8Array(content)]), name);
      return fetch(`${harness.bffUrl}/files/risk-question-files`, {
        method: 'POST',
        body: form,
        headers: { cookie: business.cookie! },
      });
    };
    const fake = await upload('scan.png', Buffer.from('not a png'));
    expect([fake.status, ((await fake.json()) as { error: string }).error]).toEqual([
      400,
      RISK_MESSAGES.fileHeader,
    ]);
    const exe = await upload('tool.exe', Buffer.from('MZ'));
    expect(((await exe.json()) as { error: string }).error).toBe(RISK_MESSAGES.fileExtension);
    // A renamed .zip passes a first-bytes check; opened, it is refused for what it is.
    const renamedZip = await upload('controls.xlsx', Buffer.from(zipSync({ 'data.csv': strToU8('a,b') })));
    expect([renamedZip.status, ((await renamedZip.json()) as { error: string }).error]).toEqual([
      400,
      OFFICE_FILE_MESSAGES.missingParts('.xlsx'),
    ]);
    const content = Buffer.from('Evidence of the annual control test.\n');
    const stored = await upload('evidence.txt', content);
    expect(stored.status).toBe(200);
    const file = (await stored.json()) as { id: string; assessmentId: string };
    const ticket = await business.gql<{ riskQuestionFileDownload: { download: { url: string } } }>(
      `mutation ($id: ID!, $assessmentId: ID!) { riskQuestionFileDownload(fileId: $id, assessmentId: $assessmentId) { download { url } } }`,
      { id: file.id, assessmentId: file.assessmentId },
    );
    const download = await fetch(`${harness.bffUrl}${ticket.data!.riskQuestionFileDownload.download.url}`, {
      headers: { cookie: business.cookie! },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);

    const submitted = await business.gql<{ submitRiskAnswers: { message: string; assessmentId: string } }>(
      SUBMIT,
      {
        input: { selection, answers: [] },
      },
    );
    expect(submitted.data!.submitRiskAnswers.message).toBe('Assessment submitted for approval');
    const id = submitted.data!.submitRiskAnswers.assessmentId;

    const notMine = await business.gql(
      `mutation ($input: DecideRiskAssessmentInput!) { approveRiskAssessment(input: $input) { message } }`,
      { input: { assessmentId: id } },
    );
    expect(notMine.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const back = await admin.gql<{ sendBackRiskAssessment: { message: string } }>(
      `mutation ($input: DecideRiskAssessmentInput!) { sendBackRiskAssessment(input: $input) { message } }`,
      { input: { assessmentId: id, comment: 'Name the second system.' } },
    );
    expect(back.data!.sendBackRiskAssessment.message).toBe('Assessment sent back');
    await business.gql(SUBMIT, { input: { selection, answers: [] } });
    const approved = await admin.gql<{ approveRiskAssessment: { message: string } }>(
      `mutation ($input: DecideRiskAssessmentInput!) { approveRiskAssessment(input: $input) { message } }`,
      { input: { assessmentId: id } },
    );
    expect(approved.data!.approveRiskAssessment.message).toBe('Assessment approved');
    const history = await business.gql<{ riskAssessmentHistory: { action: string }[] }>(
      `query ($id: ID!) { riskAssessmentHistory(assessmentId: $id) { action } }`,
      { id },
    );
    expect(history.data!.riskAssessmentHistory.map((h) => h.action).slice(0, 3)).toEqual([
      'Approved',
      'Submitted',
      'Sent back',
    ]);
    void approver;
  });

  it('lets the approver see the seeded submitted assessment as theirs to decide', async () => {
    const list = await approver.gql<{ riskAssessments: { status: string; canDecide: boolean }[] }>(
      `{ riskAssessments { status canDecide } }`,
    );
    expect(list.data!.riskAssessments.some((a) => a.status === 'SUBMITTED' && a.canDecide)).toBe(true);
  });

  it('draws the reports and keeps saved searches per user', async () => {
    const report = await business.gql<{
      riskRatingReport: { totalCount: number; chart: { points: unknown[] } };
    }>(`{ riskRatingReport(kind: IMPLEMENTATION_STATUS) { totalCount chart { points { label values } } } }`);
    expect(report.data!.riskRatingReport.totalCount).toBeGreaterThan(0);
    const saved = await business.gql<{
      saveRiskSearch: { search: { id: string; filter: { kind: string } } };
    }>(
      `mutation ($input: SaveRiskSearchInput!) { saveRiskSearch(input: $input) { search { id filter { kind } } } }`,
      { input: { name: 'Gaps this year', filter: { kind: 'GAP', startDate: '2026-01-01' } } },
    );
    expect(saved.data!.saveRiskSearch.search.filter.kind).toBe('GAP');
    const listed = await business.gql<{ riskSavedSearches: { name: string }[] }>(
      `{ riskSavedSearches { name } }`,
    );
    expect(listed.data!.riskSavedSearches.map((s) => s.name)).toContain('Gaps this year');
    const deleted = await business.gql<{ deleteRiskSearch: { message: string } }>(
      `mutation ($id: ID!) { deleteRiskSearch(id: $id) { message } }`,
      { id: saved.data!.saveRiskSearch.search.id },
    );
    expect(deleted.data!.deleteRiskSearch.message).toBe('Search deleted successfully');
  });
});

describe('question types maintained through the BFF and the reference catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  let auditor: TestClient;
  const TYPES = `{ riskRatingLookups { questionTypes { id name isBuiltIn questionsCount version inputKind } } }`;
  const SAVE = `mutation ($input: SaveRiskQuestionTypeInput!) {
    saveRiskQuestionType(input: $input) { message questionType { id name version isBuiltIn inputKind } } }`;
  const DELETE = `mutation ($id: ID!) { deleteRiskQuestionType(id: $id) { message } }`;
  type Type = { id: string; name: string; isBuiltIn: boolean; questionsCount: number; version: number };
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

  const types = async () =>
    (await admin.gql<{ riskRatingLookups: { questionTypes: Type[] } }>(TYPES)).data!.riskRatingLookups
      .questionTypes;

  it('adds, renames and deletes a type; keeps the built-in ones and refuses a type in use, saying why', async () => {
    const before = await types();
    expect(before.filter((type) => type.isBuiltIn)).toHaveLength(9);
    const readOnly = await auditor.gql(SAVE, { input: { name: 'Maturity scale' } });
    expect(fields(readOnly)?.code).toBe('FORBIDDEN');
    const added = await admin.gql<{
      saveRiskQuestionType: { message: string; questionType: Type & { inputKind: string } };
    }>(SAVE, { input: { name: ' Maturity scale ' } });
    expect(added.errors).toBeUndefined();
    expect(added.data!.saveRiskQuestionType).toMatchObject({
      message: RISK_MESSAGES.questionTypeSaved,
      questionType: { name: 'Maturity scale', isBuiltIn: false, inputKind: 'OPTIONS' },
    });
    const { id, version } = added.data!.saveRiskQuestionType.questionType;
    const duplicate = await admin.gql(SAVE, { input: { name: 'maturity SCALE' } });
    expect(fields(duplicate)).toMatchObject({ fields: { name: RISK_MESSAGES.questionTypeDuplicate } });
    const builtInName = await admin.gql(SAVE, { input: { name: 'Number' } });
    expect(fields(builtInName)).toMatchObject({ fields: { name: RISK_MESSAGES.questionTypeDuplicate } });
    const renamed = await admin.gql<{ saveRiskQuestionType: { questionType: Type } }>(SAVE, {
      input: { id, name: 'Maturity level', version },
    });
    expect(renamed.data!.saveRiskQuestionType.questionType).toMatchObject({
      name: 'Maturity level',
      version: 2,
    });
    const stale = await admin.gql(SAVE, { input: { id, name: 'Maturity', version } });
    expect(fields(stale)?.code).toBe('CONFLICT');

    const calendar = before.find((type) => type.name === 'Calendar Field')!;
    const rename = await admin.gql(SAVE, {
      input: { id: calendar.id, name: 'Date', version: calendar.version },
    });
    expect(fields(rename)).toMatchObject({
      fields: { name: RISK_MESSAGES.questionTypeBuiltIn('Calendar Field') },
    });
    const removeBuiltIn = await admin.gql(DELETE, { id: calendar.id });
    expect(fields(removeBuiltIn)).toMatchObject({
      fields: { id: RISK_MESSAGES.questionTypeBuiltIn('Calendar Field') },
    });
    const used = before.find((type) => !type.isBuiltIn && type.questionsCount > 0)!;
    const inUse = await admin.gql(DELETE, { id: used.id });
    expect(fields(inUse)).toMatchObject({
      fields: { id: RISK_MESSAGES.questionTypeInUse(used.name, used.questionsCount) },
    });

    const removed = await admin.gql<{ deleteRiskQuestionType: { message: string } }>(DELETE, { id });
    expect(removed.data!.deleteRiskQuestionType.message).toBe(RISK_MESSAGES.questionTypeDeleted);
    expect((await types()).some((type) => type.id === id)).toBe(false);
  });
});
