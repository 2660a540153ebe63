import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const RISK: Record<string, Scenario> = {
  // Risk rating, its reports and risk assessment (ids are the risk seed's, in a fresh catalogue).
  RiskRatingScreen: {
    as: 'admin',
    check: (data) => {
      const parameters = data.riskParameters as {
        name: string;
        subParameters: { isSubParameter: boolean }[];
      }[];
      expect(parameters.map((p) => p.name)).toEqual([
        'Inherent Risk',
        'Control Effectiveness',
        'Residual Risk',
      ]);
      expect(parameters.every((p) => p.subParameters.every((sub) => sub.isSubParameter))).toBe(true);
      expect((data.riskLevels as { name: string }[]).map((level) => level.name)).toEqual([
        'Low',
        'Medium',
        'High',
      ]);
    },
  },
  RiskManualArtifacts: {
    as: 'admin',
    // Ratings are a client's: provider staff name the client (the seeded ratings are Harborview's, client 1).
    variables: { companyProcessId: '1', clientId: '1' },
    check: (data) => {
      const artifacts = data.riskManualArtifacts as { ratings: unknown[] }[];
      expect(artifacts.some((artifact) => artifact.ratings.length > 0)).toBe(true);
    },
  },
  SaveRiskParameter: {
    as: 'admin',
    variables: { input: { parentId: '9', name: 'Contract Findings Age', weight: 0, isActive: true } },
    check: (data) =>
      expect(data.saveRiskParameter).toMatchObject({ parameter: { parentId: '9', isSubParameter: true } }),
  },
  UpdateRiskParameterOrder: {
    as: 'admin',
    variables: {
      rows: [
        { id: '11', order: 1 },
        { id: '10', order: 2 },
      ],
    },
    check: (data) => expect(data.updateRiskParameterOrder).toMatchObject({ ok: true }),
  },
  SaveRiskLevel: {
    as: 'admin',
    // 90 to 100 overlaps High (67 to 100): refused in the catalogue's words.
    variables: { input: { name: 'Critical', minScore: 90, maxScore: 100, isActive: true } },
    expectError: 'BAD_USER_INPUT',
  },
  SaveRiskQuestionType: {
    as: 'admin',
    variables: { input: { name: 'Maturity scale' } },
    check: (data) =>
      expect(data.saveRiskQuestionType).toMatchObject({
        message: 'Question type saved successfully',
        questionType: { name: 'Maturity scale', version: 1 },
      }),
  },
  DeleteRiskQuestionType: {
    as: 'admin',
    // Type 1 is Text, built in: refused with the reason.
    variables: { id: '1' },
    expectError: 'BAD_USER_INPUT',
  },
  SubmitManualRiskRating: {
    as: 'admin',
    variables: {
      input: {
        companyProcessId: '1',
        artifactName: 'Contract Control Review',
        ratings: [{ parameterId: '1', levelId: '2', comment: 'Medium.' }],
        clientId: '1',
      },
    },
    check: (data) => expect(data.submitManualRiskRating).toMatchObject({ ok: true }),
  },
  RiskReportLookups: {
    as: 'business',
    check: (data) => {
      const lookups = data.riskReportLookups as { companyProcesses: unknown[]; frequencies: unknown[] };
      expect(lookups.companyProcesses.length).toBeGreaterThan(0);
      expect(lookups.frequencies.length).toBeGreaterThanOrEqual(4);
    },
  },
  RiskRatingReport: {
    as: 'business',
    variables: { kind: 'GAP', filter: { frequencyId: '2' } },
    check: (data) => {
      const report = data.riskRatingReport as {
        totalCount: number;
        rows: { cells: string[] }[];
        columns: unknown[];
      };
      expect(report.totalCount).toBe(report.rows.length);
      expect(report.rows.every((row) => row.cells.length === report.columns.length)).toBe(true);
      expect(report.rows.some((row) => row.cells.includes('Partially effective'))).toBe(true);
    },
  },
  SaveRiskSearch: {
    as: 'business',
    variables: { input: { name: 'Quarterly gaps', filter: { kind: 'GAP', frequencyId: '2' } } },
    check: (data) => expect(data.saveRiskSearch).toMatchObject({ message: 'Search saved successfully' }),
  },
  DeleteRiskSearch: {
    as: 'business',
    variables: { id: '1' },
    check: (data) => expect(data.deleteRiskSearch).toMatchObject({ ok: true }),
  },
  RiskAssessmentLookups: {
    as: 'business',
    check: (data) => {
      const lookups = data.riskAssessmentLookups as { frequencies: { months: number }[]; headers: unknown[] };
      expect(lookups.frequencies.map((f) => f.months)).toEqual([1, 3, 6, 12]);
      expect(lookups.headers.length).toBe(3);
    },
  },
  RiskQuestionnaire: {
    as: 'business',
    variables: {
      selection: {
        companyProcessId: '1',
        frequencyId: '2',
        startDate: '2026-10-01',
        endDate: '2026-12-31',
        stage: 'ASSESSMENT',
      },
    },
    check: (data) => {
      const questionnaire = data.riskQuestionnaire as {
        assessment: { status: string } | null;
        headers: { questions: { inputKind: string }[] }[];
        employees: { email: string }[];
      };
      expect(questionnaire.assessment?.status).toBe('DRAFT');
      const kinds = new Set(questionnaire.headers.flatMap((h) => h.questions.map((q) => q.inputKind)));
      expect(kinds.size).toBe(10);
      // Harborview's assessment offers Harborview's users only: no provider staff, no Northgate user.
      const emails = questionnaire.employees.map((employee) => employee.email);
      expect(emails).toContain('business@lexbridge.test');
      expect(emails.some((email) => email === 'admin@lexbridge.test' || email.startsWith('northgate-'))).toBe(
        false,
      );
    },
  },
  RiskAssessmentHistory: {
    as: 'business',
    variables: { assessmentId: '1' },
    check: (data) =>
      expect((data.riskAssessmentHistory as { action: string }[]).map((entry) => entry.action)).toEqual([
        'Approved',
        'Submitted',
        'Saved',
      ]),
  },
  RiskQuestions: {
    as: 'admin',
    check: (data) => expect((data.riskQuestions as unknown[]).length).toBe(11),
  },
  SaveRiskAnswers: {
    as: 'business',
    variables: {
      input: {
        selection: {
          companyProcessId: '1',
          frequencyId: '2',
          startDate: '2026-10-01',
          endDate: '2026-12-31',
        },
        answers: [{ questionId: '3', questionType: 'Text', values: ['Operational Risk Committee'] }],
      },
    },
    check: (data) =>
      expect(data.saveRiskAnswers).toMatchObject({
        message: 'Answers saved successfully',
        assessmentId: '2',
      }),
  },
  SubmitRiskAnswers: {
    as: 'business',
    // The fourth quarter's required questions are not all answered yet.
    variables: {
      input: {
        selection: {
          companyProcessId: '1',
          frequencyId: '2',
          startDate: '2026-10-01',
          endDate: '2026-12-31',
        },
        answers: [],
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  ApproveRiskAssessment: {
    as: 'business-approver',
    variables: { input: { assessmentId: '3' } },
    check: (data) => expect(data.approveRiskAssessment).toMatchObject({ message: 'Assessment approved' }),
  },
  SendBackRiskAssessment: {
    as: 'business-approver',
    variables: { input: { assessmentId: '3', comment: ' ' } },
    expectError: 'BAD_USER_INPUT',
  },
  RiskQuestionFileDownload: {
    as: 'business',
    // The seeded file of the approved assessment (the first one seeded).
    variables: { fileId: '1', assessmentId: '1' },
    check: (data) =>
      expect(
        (data.riskQuestionFileDownload as { download: { url: string } }).download.url.startsWith('/files/'),
      ).toBe(true),
  },
  DeleteRiskQuestionFile: {
    as: 'business',
    // The file belongs to an approved assessment, which no longer changes.
    variables: { fileId: '1' },
    expectError: 'CONFLICT',
  },
  SaveRiskFrequency: {
    as: 'admin',
    variables: { input: { name: 'Contract Half-Yearly', months: 6, isActive: false } },
    check: (data) => expect(data.saveRiskFrequency).toMatchObject({ message: 'Record saved successfully' }),
  },
  SaveRiskQuestionHeader: {
    as: 'admin',
    variables: { input: { name: 'Contract Header' } },
    check: (data) =>
      expect(data.saveRiskQuestionHeader).toMatchObject({ message: 'Record saved successfully' }),
  },
  SaveRiskQuestion: {
    as: 'admin',
    // A Yes/No question with one option: at least two are needed.
    variables: {
      input: {
        headerId: '1',
        question: 'Is the process outsourced?',
        questionTypeId: '10',
        options: ['Yes'],
        gapOptions: [],
        isRequired: false,
        isActive: true,
      },
    },
    expectError: 'BAD_USER_INPUT',
  },
  UpdateRiskQuestionOrder: {
    as: 'admin',
    variables: {
      rows: [
        { id: '2', order: 1 },
        { id: '1', order: 2 },
      ],
    },
    check: (data) => expect(data.updateRiskQuestionOrder).toMatchObject({ ok: true }),
  },
};
