// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { OWNERSHIP_MESSAGES, RISK_ROUTES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
} from '../../../testing/fake-catalogue.js';

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
