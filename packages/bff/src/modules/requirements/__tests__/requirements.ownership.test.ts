// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import {
  FakeCatalogue,
  fakeContext,
  principalWith,
  runGraphQL,
  sectionMenu,
} from '../../../testing/fake-catalogue.js';
import { APPROVE_REQUIREMENTS_ROUTE } from '../requirements.resolver.js';

const approver = principalWith({
  user: {
    id: '5',
    firstName: 'Avery',
    name: 'Avery Approver',
    email: 'approver@lexbridge.test',
    roles: ['Legal Staff'],
  },
  menu: sectionMenu('Legal', 100, [APPROVE_REQUIREMENTS_ROUTE], 101),
  editableRoutes: [APPROVE_REQUIREMENTS_ROUTE],
});

const state = (submittedById: number | null) => ({
  WorkflowId: 1,
  LawId: 1,
  SectionId: 10,
  LawDetailId: 1,
  LawInventoryId: 1,
  BusinessLineId: 2,
  BusinessLineName: 'Deposit Accounts',
  Regulator: 'CFPB',
  Section: '1005.1 Authority',
  Level1: 'Regulation E',
  TabIndex: 6,
  Status: 'Submitted',
  SubmitFlag: 2,
  LawyerId: 4,
  LawyerName: 'Lena Lawyer',
  ApproverId: 5,
  ApproverName: 'Avery Approver',
  IsLawyer: submittedById === 5,
  IsApprover: true,
  sendbackComment: null,
  SentBackBy: null,
  SentBackAt: null,
  SubmittedAt: '2026-11-01T10:00:00Z',
  SubmittedById: submittedById,
  ApprovedBy: null,
  ApprovedAt: null,
  UpdatedAt: '2026-11-01T10:00:00Z',
  RequirementCount: 2,
  DraftCount: 0,
  LegalColumn: 'Pending',
  Version: 3,
  History: [],
});

const fakeWith = (submittedById: number | null) =>
  new FakeCatalogue({
    'LegalModule/get-law-workflow': () => ({ Message: 'Success', Result: state(submittedById) }),
    'LegalApproval/approve-law': () => ({
      Message: 'Business Requirements approved successfully.',
      Result: true,
    }),
    'LegalApproval/send-back-law': () => ({ Message: 'Sent back.', Result: true }),
  });
const decided = (fake: FakeCatalogue) =>
  fake.recorded.filter((call) => call.request.path.startsWith('LegalApproval/')).length;

describe('legal approval and separation of duties', () => {
  it('refuses the submitter of the requirements their approval or send-back, before the catalogue is asked', async () => {
    for (const source of [
      `mutation { approveLawSection(input: { sectionId: "10", businessLineId: "2" }) { message } }`,
      `mutation { sendBackLawSection(input: { sectionId: "10", businessLineId: "2", comment: "Again." }) { message } }`,
    ]) {
      const fake = fakeWith(5);
      const answer = await runGraphQL(fakeContext(fake, approver()), source);
      expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(answer.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.ownWork);
      expect(decided(fake)).toBe(0);
    }
  });

  it("lets the approver decide the lawyer's submission, and shows who submitted it", async () => {
    const fake = fakeWith(4);
    const answer = await runGraphQL(
      fakeContext(fake, approver()),
      `mutation { approveLawSection(input: { sectionId: "10", businessLineId: "2" }) { message law { submittedById } } }`,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.approveLawSection).toMatchObject({ law: { submittedById: '4' } });
    expect(decided(fake)).toBe(1);
  });
});
