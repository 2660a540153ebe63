// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { RISK_MESSAGES, RISK_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
} from '../../../testing/fake-catalogue.js';

const ROUTES = Object.values(RISK_ROUTES);
const MENU = sectionMenu('Risk', 1700, ROUTES, 1701);
const user = principalWith({
  user: {
    id: '3',
    firstName: 'Ben',
    name: 'Ben Business',
    email: 'business@lexbridge.test',
    roles: ['Business User'],
  },
  menu: MENU,
  editableRoutes: ROUTES,
});

const run = (fake: FakeCatalogue, source: string, variables?: Record<string, unknown>, principal = user()) =>
  runGraphQL(fakeContext(fake, principal, { services: { cache: new MemoryCache(100) } }), source, variables);

const parameter = (id: number, parentId: number | null, name: string, order: number) => ({
  Id: id,
  ParentId: parentId,
  Name: name,
  Description: '',
  Weight: parentId ? 0 : 40,
  SortOrder: order,
  IsSubParameter: parentId !== null,
  IsActive: true,
});

const QUESTIONNAIRE = `query ($selection: QuestionnaireSelectionInput!) {
  riskQuestionnaire(selection: $selection) { stage assessment { id status canEdit } headers { name questions { id inputKind values files { fileName } } } }
}`;
const SELECTION = {
  companyProcessId: '4',
  frequencyId: '2',
  startDate: '2026-10-01',
  endDate: '2026-12-31',
  stage: 'ASSESSMENT',
};

describe('risk resolvers over a fake catalogue', () => {
  it('nests sub-parameters under their parameter in order', async () => {
    const fake = new FakeCatalogue({
      'RiskRating/get-risk-parameters': () => ({
        Message: 'Success',
        Result: [
          parameter(2, 1, 'Second', 2),
          parameter(1, null, 'Inherent Risk', 1),
          parameter(3, 1, 'First', 1),
        ],
      }),
    });
    const answer = await run(fake, '{ riskParameters { name subParameters { name order isSubParameter } } }');
    expect(answer.data?.riskParameters).toEqual([
      {
        name: 'Inherent Risk',
        subParameters: [
          { name: 'First', order: 1, isSubParameter: true },
          { name: 'Second', order: 2, isSubParameter: true },
        ],
      },
    ]);
  });

  it('sends only the given rows of a reorder, with IsSubParameter and ParentId when given', async () => {
    let sent: unknown = null;
    const fake = new FakeCatalogue({
      'RiskRating/update-risk-parameter-order': (request: LegacyRequest) => {
        sent = request.body;
        return { Message: 'Order saved successfully', Result: 2 };
      },
    });
    const answer = await run(
      fake,
      'mutation ($rows: [RiskParameterOrderInput!]!) { updateRiskParameterOrder(rows: $rows) { ok message } }',
      {
        rows: [
          { id: '7', order: 1 },
          { id: '8', order: 3, isSubParameter: true, parentId: '1' },
        ],
      },
    );
    expect(answer.data?.updateRiskParameterOrder).toEqual({ ok: true, message: 'Order saved successfully' });
    expect(sent).toMatchObject([
      { Id: 7, SortOrder: 1 },
      { Id: 8, SortOrder: 3, IsSubParameter: true, ParentId: 1 },
    ]);
    expect((sent as Record<string, unknown>[])[0]).not.toHaveProperty('IsSubParameter');
  });

  it("answers 'Please select a questionnaire.' for each missing choice, without calling the catalogue", async () => {
    const fake = new FakeCatalogue({});
    for (const missing of Object.keys(SELECTION)) {
      const answer = await run(fake, QUESTIONNAIRE, { selection: { ...SELECTION, [missing]: null } });
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { questionnaire: RISK_MESSAGES.selectQuestionnaire },
      });
    }
    expect(fake.calls).toBe(0);
  });

  it('maps question types to their inputs and passes the selection to the catalogue', async () => {
    let body: unknown = null;
    const question = (id: number, type: string) => ({
      Id: id,
      HeaderId: 1,
      Header: 'Controls',
      Question: `Q${id}`,
      QuestionTypeId: id,
      QuestionType: type,
      Options: type === 'Yes/No' ? ['Yes', 'No'] : [],
      GapOptions: [],
      IsRequired: false,
      IsActive: true,
      SortOrder: id,
      Values: [],
      Files: type === 'Add attachment' ? [{ Id: 9, FileName: 'a.pdf', Size: 3 }] : [],
    });
    const fake = new FakeCatalogue({
      'RiskAssessment/get-questions': (request: LegacyRequest) => {
        body = request.body;
        return {
          Message: 'Success',
          Result: {
            Stage: 'Assessment',
            Assessment: null,
            Headers: [
              {
                Id: 1,
                Name: 'Controls',
                Questions: [
                  question(1, 'Company Process Multiple Selection'),
                  question(2, 'Add attachment'),
                  question(3, 'Yes/No'),
                  question(4, 'Calendar Field'),
                ],
              },
            ],
          },
        };
      },
    });
    const answer = await run(fake, QUESTIONNAIRE, { selection: SELECTION });
    expect(body).toMatchObject({
      CompanyProcessId: 4,
      FreqId: 2,
      StartDate: '2026-10-01',
      EndDate: '2026-12-31',
      Stage: 'Assessment',
    });
    const questions = (
      answer.data?.riskQuestionnaire as { headers: { questions: { inputKind: string }[] }[] }
    ).headers[0]!.questions;
    expect(questions.map((q) => q.inputKind)).toEqual([
      'COMPANY_PROCESSES',
      'ATTACHMENT',
      'OPTIONS',
      'CALENDAR',
    ]);
  });

  it('refuses a bad answer and a send back without comment before calling the catalogue', async () => {
    const fake = new FakeCatalogue({});
    const bad = await run(
      fake,
      'mutation ($input: RiskAnswersInput!) { saveRiskAnswers(input: $input) { message assessmentId } }',
      {
        input: {
          selection: SELECTION,
          answers: [{ questionId: '5', questionType: 'Number', values: ['lots'] }],
        },
      },
    );
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'answers.5': RISK_MESSAGES.numberInvalid },
    });
    const back = await run(
      fake,
      'mutation ($input: DecideRiskAssessmentInput!) { sendBackRiskAssessment(input: $input) { message } }',
      { input: { assessmentId: '3', comment: '  ' } },
    );
    expect(back.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { comment: RISK_MESSAGES.commentRequired },
    });
    expect(fake.calls).toBe(0);
  });

  it('turns a report into columns, rows and a chart', async () => {
    const fake = new FakeCatalogue({
      'RiskRating/report-impact': () => ({
        Message: 'Success',
        Result: [
          { Parameter: 'Inherent Risk', Level: 'Low', Count: 2 },
          { Parameter: 'Inherent Risk', Level: 'High', Count: 1 },
          { Parameter: 'Residual Risk', Level: 'Low', Count: 4 },
        ],
      }),
    });
    const answer = await run(
      fake,
      '{ riskRatingReport(kind: IMPACT) { title totalCount columns { label numeric } rows { cells } chart { kind series points { label values } } } }',
    );
    expect(answer.data?.riskRatingReport).toEqual({
      title: 'Impact Report',
      totalCount: 3,
      columns: [
        { label: 'Parameter', numeric: false },
        { label: 'Level', numeric: false },
        { label: 'Ratings', numeric: true },
      ],
      rows: [
        { cells: ['Inherent Risk', 'Low', '2'] },
        { cells: ['Inherent Risk', 'High', '1'] },
        { cells: ['Residual Risk', 'Low', '4'] },
      ],
      chart: {
        kind: 'BAR',
        series: ['Low', 'High'],
        points: [
          { label: 'Inherent Risk', values: [2, 1] },
          { label: 'Residual Risk', values: [4, 0] },
        ],
      },
    });
  });

  it('refuses writes to a user without edit permission on the route', async () => {
    const fake = new FakeCatalogue({});
    const answer = await run(
      fake,
      'mutation { saveRiskFrequency(input: { name: "Weekly", months: 1, isActive: true }) { message } }',
      undefined,
      user({ editableRoutes: [] }),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(fake.calls).toBe(0);
  });
});
