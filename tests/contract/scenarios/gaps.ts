import { expect } from 'vitest';
import type { Scenario } from './kit.js';

export const GAPS: Record<string, Scenario> = {
  // Gaps and updates: business@'s seeded gap (law 5, section 23, requirement 180, company process 1, Deposit
  // Accounts); questions 1-6 of that line (1 with its sub-question 2; 6 is Add attachment), headers 1-2.
  GapsAndUpdates: {
    as: 'business',
    check: (data) => {
      const gaps = data.gapsAndUpdates as {
        businessLineName: string;
        requirementId: string;
        isSubmitted: boolean;
      }[];
      expect(gaps.length).toBeGreaterThanOrEqual(3);
      expect(gaps.map((gap) => gap.requirementId)).toEqual(expect.arrayContaining(['180', '183', '190']));
      const lists = data.gapsLists as { taskTypes: unknown[]; questionTypes: { name: string }[] };
      expect(lists.taskTypes.length).toBeGreaterThan(0);
      expect(lists.questionTypes.map((type) => type.name)).toContain('Add attachment');
    },
  },
  GapWork: {
    as: 'business',
    variables: { gap: { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' } },
    check: (data) => expect(data.gapsActionPlans).toEqual(expect.any(Array)),
  },
  QuestionnaireAnswers: {
    as: 'business',
    variables: {
      gap: { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' },
      businessLineId: '1',
    },
    check: (data) => {
      const questions = data.gapsQuestions as {
        parentQuestionId: string | null;
        triggerAnswer: string | null;
      }[];
      expect(
        questions.some((question) => question.parentQuestionId && question.triggerAnswer === 'Yes'),
      ).toBe(true);
      expect(data.gapsAnswers).toMatchObject({ isSubmitted: false });
    },
  },
  // Client change management's own questionnaire of Consumer Lending (the same operations with set).
  GapsQuestionnaire: {
    as: 'business',
    variables: { set: 'CLIENT_CHANGE_MANAGEMENT', businessLineId: '2' },
    check: (data) => {
      expect(data.gapsQuestionHeaders).toEqual([expect.objectContaining({ header: 'Change Impact' })]);
      expect((data.gapsLists as { questionTypes: unknown[] }).questionTypes.length).toBeGreaterThan(0);
    },
  },
  GapsSubQuestions: {
    as: 'business',
    variables: { questionId: '1' },
    check: (data) =>
      expect(data.gapsSubQuestions).toEqual([expect.objectContaining({ id: '2', triggerAnswer: 'Yes' })]),
  },
  SubmitGapsAnswers: {
    as: 'business',
    variables: {
      gap: { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' },
      answers: [{ questionId: '1', answer: 'Yes' }],
      submit: false,
    },
    check: (data) => expect(data.submitGapsAnswers).toEqual({ message: 'Answers saved as draft.' }),
  },
  SaveGapsActionPlan: {
    as: 'business',
    variables: {
      input: {
        gap: { lawId: '5', sectionId: '23', requirementId: '180', companyProcessId: '1' },
        taskTypeId: '1',
        taskStatusId: '1',
        description: 'Write the missing procedure',
        dueDate: '2027-01-31',
      },
    },
    check: (data) =>
      expect(data.saveGapsActionPlan).toMatchObject({ message: 'Action plan saved successfully.' }),
  },
  DeleteGapsActionPlan: {
    as: 'business',
    variables: { id: '999999' },
    expectError: 'NOT_FOUND',
  },
  // A file follows its gap: a client's user names the gap and reaches only its files (the BFF tests cover that);
  // provider staff reach every client's, so a ticket is issued without a lookup.
  GapsFileDownload: {
    as: 'admin',
    variables: { kind: 'QUESTION', fileId: '1' },
    check: (data) =>
      expect((data.gapsFileDownload as { download: { url: string } }).download.url).toMatch(/^\/files\//),
  },
  DeleteGapsFile: {
    as: 'business',
    variables: { kind: 'STEP', fileId: '999999' },
    expectError: 'NOT_FOUND',
  },
  // The task lists and the questionnaire are every client's: provider staff change them.
  SaveGapsListEntry: {
    as: 'admin',
    variables: { kind: 'TASK_STATUS', name: 'in progress' },
    expectError: 'BAD_USER_INPUT',
  },
  DeleteGapsListEntry: {
    as: 'admin',
    variables: { kind: 'TASK_TYPE', id: '5' },
    check: (data) => expect(data.deleteGapsListEntry).toEqual({ message: 'Deleted successfully.' }),
  },
  SaveGapsQuestionHeaders: {
    as: 'admin',
    variables: {
      businessLineId: '1',
      headers: [
        { id: '1', header: 'Gap Assessment' },
        { id: '2', header: 'gap assessment' },
      ],
    },
    expectError: 'BAD_USER_INPUT',
  },
  DeleteGapsQuestionHeader: {
    as: 'admin',
    variables: { id: '999999' },
    expectError: 'NOT_FOUND',
  },
  SaveGapsQuestion: {
    as: 'admin',
    variables: {
      input: {
        headerId: '2',
        question: 'Who owns the fix?',
        questionTypeId: '2',
        questionType: 'Text',
        options: [],
      },
    },
    check: (data) => expect(data.saveGapsQuestion).toMatchObject({ question: 'Who owns the fix?' }),
  },
  DeleteGapsQuestion: {
    as: 'reader',
    variables: { id: '3' },
    expectError: 'FORBIDDEN',
  },
};
