import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const BUSINESS: Record<string, Scenario> = {
  // The business module (seed business-v1). business@ is the business contact and business-approver@ the approver
  // of laws 1-11 (Deposit Accounts, Consumer Lending): 1-3 open, 4 draft at Map Artifacts (requirement 164), 5 draft
  // at Assess Artifacts (requirement 172 on artifact 6), 6 and 7 submitted (requirements 180 and 183), 8 sent back
  // (requirement 186), 9 a changed law, 10 approved, 11 declared not applicable; 12 is admin@'s, on reader@'s line.
  // Each write works on its own law or checks only its own answer, so any order holds.
  BusinessDashboard: {
    as: 'business',
    variables: { page: { pageNumber: 1, pageSize: 50 } },
    check: (data) => {
      const dashboard = data.businessDashboard as {
        canEdit: boolean;
        counts: { column: string; count: number }[];
        lawProcesses: unknown[];
      };
      const laws = data.businessLaws as { items: { column: string | null; isBusinessContact: boolean }[] };
      expect(dashboard.canEdit).toBe(true);
      expect(dashboard.counts.map((entry) => entry.column)).toEqual([
        'OPEN',
        'MY_DRAFT',
        'SUBMITTED',
        'CHANGED_LAW',
        'SEND_BACK',
      ]);
      for (const entry of dashboard.counts)
        expect(entry.count).toBe(laws.items.filter((law) => law.column === entry.column).length);
      expect(laws.items.every((law) => law.isBusinessContact)).toBe(true);
      expect(dashboard.lawProcesses.length).toBeGreaterThan(0);
    },
  },
  // A read-only user sees the laws of their lines, none editable.
  BusinessReport: {
    as: 'reader',
    check: (data) => {
      const report = data.businessReportLaws as {
        totalCount: number;
        items: { id: string; businessLineName: string; isEditable: boolean }[];
      };
      expect(report.totalCount).toBe(1);
      expect(report.items[0]).toMatchObject({
        id: '12',
        businessLineName: 'Auto Finance',
        isEditable: false,
      });
    },
  },
  UpdateBusinessToggle: {
    as: 'business-approver',
    variables: { showAllLaws: true },
    check: (data) =>
      expect(data.updateBusinessToggle).toEqual({
        message: 'Toggle selection saved successfully.',
        showAllLaws: true,
      }),
  },
  BusinessLawValidation: {
    as: 'business',
    variables: { id: '1' },
    check: (data) => {
      const validation = data.businessLawValidation as {
        law: { id: string; businessLineName: string };
        processes: { name: string; isMapped: boolean; isRecommended: boolean }[];
      };
      expect(validation.law).toMatchObject({ id: '1', businessLineName: 'Consumer Lending' });
      // A process mapped by the legal team is recommended too.
      expect(validation.processes.filter((process) => process.isMapped).length).toBeGreaterThan(0);
      for (const process of validation.processes)
        if (process.isMapped) expect(process.isRecommended).toBe(true);
    },
  },
  ValidateLaw: {
    as: 'business',
    variables: { input: { businessLawId: '2', companyProcessIds: ['11', '13'] } },
    check: (data) => expect(data.validateLaw).toEqual({ message: 'Law validated successfully.' }),
  },
  DeclareLawNotApplicable: {
    as: 'business',
    variables: {
      input: { businessLawId: '3', companyProcessIds: ['9'], comment: ' Not offered on this line. ' },
    },
    check: (data) =>
      expect(data.declareLawNotApplicable).toEqual({
        message: 'Law marked as not applicable and sent for approval.',
      }),
  },
  BusinessArtifactMapping: {
    as: 'business',
    variables: { id: '4' },
    check: (data) => {
      const mapping = data.businessArtifactMapping as {
        law: { tabIndex: number };
        requirements: { id: string }[];
        artifacts: { name: string }[];
      };
      expect(mapping.law.tabIndex).toBe(3);
      expect(mapping.requirements.map((requirement) => requirement.id)).toEqual(['164']);
      expect(mapping.artifacts.map((artifact) => artifact.name)).toEqual([
        'Account Opening Policy',
        'Complaint Handling Procedure',
        'Core Banking System',
        'Disclosure Procedure',
        'Quarterly Compliance Review',
      ]);
    },
  },
  SaveArtifactMappings: {
    as: 'business',
    variables: {
      input: { businessLawId: '4', mappings: [{ requirementId: '164', artifactIds: ['6', '7'] }] },
    },
    check: (data) =>
      expect(data.saveArtifactMappings).toEqual({ message: 'Artifact mappings saved successfully.' }),
  },
  DeleteMappedArtifacts: {
    as: 'business',
    variables: { input: { businessLawId: '4', requirementId: '164', artifactIds: ['7'] } },
    check: (data) =>
      expect(data.deleteMappedArtifacts).toEqual({ message: 'Mapped artifacts deleted successfully.' }),
  },
  ClearArtifactMappings: {
    as: 'business',
    variables: { businessLawId: '4' },
    check: (data) =>
      expect(data.clearArtifactMappings).toEqual({ message: 'Mapped artifacts deleted successfully.' }),
  },
  MarkNoArtifact: {
    as: 'business',
    variables: { input: { businessLawId: '4', requirementId: '164' } },
    check: (data) =>
      expect(data.markNoArtifact).toEqual({ message: 'Requirement marked as having no artifact.' }),
  },
  DeleteDecommissionedRequirements: {
    as: 'business',
    variables: { businessLawId: '4' },
    check: (data) =>
      expect(data.deleteDecommissionedRequirements).toEqual({
        message: 'Decommissioned requirements deleted successfully.',
      }),
  },
  BusinessAssessment: {
    as: 'business',
    variables: { id: '5' },
    check: (data) => {
      const assessment = data.businessAssessment as {
        questions: { questionType: string }[];
        requirements: { id: string; artifacts: { answers: { questionId: string }[] }[] }[];
      };
      expect(assessment.questions.map((question) => question.questionType)).toEqual([
        'Options',
        'Comment',
        'Calendar Field',
        'Add attachment',
      ]);
      expect(assessment.requirements.map((requirement) => requirement.id)).toEqual(['172']);
      for (const artifact of assessment.requirements[0]!.artifacts)
        expect(artifact.answers.map((answer) => answer.questionId)).toEqual(['1', '2', '3', '4']);
    },
  },
  // Only the first required question is answered, so the submission below is refused in any order.
  SaveAssessment: {
    as: 'business',
    variables: {
      input: {
        businessLawId: '5',
        answers: [{ requirementId: '172', artifactId: '6', questionId: '1', answer: 'Partially' }],
      },
    },
    check: (data) => expect(data.saveAssessment).toEqual({ message: 'Assessment saved successfully.' }),
  },
  SubmitAssessment: { as: 'business', variables: { businessLawId: '5' }, expectError: 'BAD_USER_INPUT' },
  SetActualCompletionDate: {
    as: 'business',
    variables: { input: { businessLawId: '5', requirementId: '172', date: '2026-12-31' } },
    check: (data) =>
      expect(data.setActualCompletionDate).toEqual({ message: 'Completion date saved successfully.' }),
  },
  // A date, which no submission needs: the refusal of SubmitAssessment stands in any order.
  SaveAssessmentAnswer: {
    as: 'business',
    variables: {
      input: {
        businessLawId: '5',
        requirementId: '172',
        artifactId: '6',
        questionId: '3',
        answer: '2026-10-01',
      },
    },
    check: (data) => expect(data.saveAssessmentAnswer).toEqual({ message: 'Assessment saved successfully.' }),
  },
  AssessedArtifact: {
    as: 'business',
    variables: { input: { businessLawId: '5', requirementId: '172', artifactId: '6' } },
    check: (data) => {
      const artifact = data.assessedArtifact as { id: string; answers: { questionId: string }[] };
      expect(artifact.id).toBe('6');
      expect(artifact.answers.map((answer) => answer.questionId)).toEqual(['1', '2', '3', '4']);
    },
  },
  // A read-only user edits nothing.
  DeleteQuestionFile: { as: 'reader', variables: { fileId: '1' }, expectError: 'FORBIDDEN' },
  // A file follows its law: a client's user names the law and reaches only its files (the BFF tests cover that);
  // provider staff reach every client's, so a ticket is issued without a lookup.
  QuestionFileDownload: {
    as: 'admin',
    variables: { fileId: '1' },
    check: (data) =>
      expect((data.questionFileDownload as { download: { url: string } }).download.url).toMatch(
        /^\/files\/[\w-]{16,}$/,
      ),
  },
  ClearBusinessSendBackComment: {
    as: 'business',
    variables: { input: { businessLawId: '8', requirementId: '186' } },
    check: (data) =>
      expect(data.clearBusinessSendBackComment).toEqual({
        message: 'Send back comment cleared successfully.',
      }),
  },
  // Artifact 1 of Deposit Accounts was answered on the submitted and approved laws of the line.
  AssessmentCopy: {
    as: 'business',
    variables: { businessLawId: '8', artifactId: '1' },
    check: (data) => {
      const copy = data.assessmentCopy as { questionId: string; answer: string; fromBusinessLawId: string }[];
      expect(copy.map((row) => row.questionId)).toEqual(['1', '2']);
      // The gaps seed marks this artifact's first answer as a gap ('Partially').
      expect(copy[0]!.answer).toBe('Partially');
      for (const row of copy) expect(row.fromBusinessLawId).not.toBe('8');
    },
  },
  // Only the law's approver comments on its requirements.
  SaveApproverComment: {
    as: 'business',
    variables: { input: { businessLawId: '6', requirementId: '180', comment: 'Looks complete.' } },
    expectError: 'FORBIDDEN',
  },
  BusinessApproval: {
    as: 'business-approver',
    variables: { id: '7' },
    check: (data) => {
      const approval = data.businessApproval as {
        law: { isApprover: boolean; isBusinessContact: boolean };
        questions: { questionType: string }[];
      };
      expect(approval.law).toMatchObject({ isApprover: true, isBusinessContact: false });
      expect(approval.questions).toHaveLength(4);
    },
  },
  // Approve Assessment's list: requirement 183 is waiting for approval, or sent back once SendBackRequirements ran.
  AssessmentRequirements: {
    as: 'business-approver',
    variables: { businessLawId: '7', filter: { statuses: ['SUBMITTED', 'SENT_BACK'], search: 'a' } },
    check: (data) => {
      const listed = data.assessmentRequirements as {
        totalCount: number;
        items: { id: string; artifacts: { answers: { answer: string | null }[] }[] }[];
      };
      expect(listed.totalCount).toBe(1);
      expect(listed.items.map((requirement) => requirement.id)).toEqual(['183']);
      // The gaps seed marks this requirement's first answer as a gap ('Partially').
      expect(listed.items[0]!.artifacts[0]!.answers[0]!.answer).toBe('Partially');
    },
  },
  ApproveRequirement: {
    as: 'business-approver',
    variables: { input: { businessLawId: '6', requirementId: '180' } },
    check: (data) =>
      expect(data.approveRequirement).toEqual({ message: 'Requirement approved successfully.' }),
  },
  SendBackRequirements: {
    as: 'business-approver',
    variables: {
      input: { businessLawId: '7', requirementIds: ['183'], comment: 'Attach the signed policy.' },
    },
    check: (data) =>
      expect(data.sendBackRequirements).toEqual({
        message: 'Requirement sent back to the business user successfully.',
      }),
  },
  LawsNotApplicable: {
    as: 'business',
    variables: { pageNumber: 1 },
    check: (data) => {
      const page = data.lawsNotApplicable as { items: { id: string; status: string }[] };
      expect(page.items.map((law) => law.id)).toContain('11');
      for (const law of page.items) expect(law.status).toBe('NOT_APPLICABLE');
    },
  },
  DecideNotApplicable: {
    as: 'business-approver',
    variables: { input: { businessLawId: '11', approve: true } },
    check: (data) => expect(data.decideNotApplicable).toEqual({ message: 'Law not applicable approved.' }),
  },
  BusinessGaps: {
    as: 'business',
    variables: { businessLineId: '2' },
    check: (data) => {
      for (const gap of data.businessGaps as { businessLineName: string; isBusinessContact: boolean }[])
        expect(gap).toMatchObject({ businessLineName: 'Consumer Lending', isBusinessContact: true });
    },
  },
  SetTargetCompletionDate: {
    as: 'business',
    variables: { input: { businessLawId: '4', requirementId: '164', date: '2027-01-31' } },
    check: (data) =>
      expect(data.setTargetCompletionDate).toEqual({ message: 'Completion date saved successfully.' }),
  },

  LawNotApplicableChoices: {
    as: 'business',
    check: (data) => {
      const dashboard = data.businessDashboard as { lawProcesses: { id: string; name: string }[] };
      const laws = data.businessLaws as { items: { businessLineName: string; regulator: string }[] };
      expect(dashboard.lawProcesses.length).toBeGreaterThan(0);
      expect(laws.items.length).toBeGreaterThan(0);
      for (const law of laws.items) expect(law.businessLineName && law.regulator).toBeTruthy();
    },
  },
};
