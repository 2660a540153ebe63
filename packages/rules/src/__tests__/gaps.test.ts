import { describe, expect, it } from 'vitest';
import {
  acceptChangedLawRefusal,
  GAPS_MESSAGES,
  gapsEntryRefusal,
  hierarchyColumns,
  hierarchyUploadMessage,
  questionIsShown,
  questionTypeHasOptions,
  validateAnswers,
  validateDueDate,
  validateGapsListName,
  validatePrimaryHierarchy,
  validateProcessName,
  validateGapsQuestion,
  validateQuestionHeaders,
  validateMove,
  validateRemap,
  type QuestionForAnswer,
} from '../index.js';

describe('process hierarchy rules', () => {
  it('says the primary hierarchy messages', () => {
    expect(GAPS_MESSAGES.primarySaved).toBe('Primary Hierarchy saved successfully.');
    expect(validatePrimaryHierarchy(null)).toEqual({
      field: 'hierarchyId',
      message: 'Select a hierarchy to set as Primary Hierarchy.',
    });
    expect(validatePrimaryHierarchy(' ')).not.toBeNull();
    expect(validatePrimaryHierarchy('3')).toBeNull();
  });

  it('checks process names and remaps', () => {
    expect(validateProcessName('  ')?.message).toBe(GAPS_MESSAGES.processNameRequired);
    expect(validateProcessName('x'.repeat(201))?.message).toBe(GAPS_MESSAGES.processNameTooLong);
    expect(validateProcessName(' Intake ')).toBeNull();
    expect(validateRemap('4', '4')?.message).toBe(GAPS_MESSAGES.remapSameProcess);
    expect(validateRemap('4', null)?.message).toBe(GAPS_MESSAGES.selectProcesses);
    expect(validateRemap('4', '5')).toBeNull();
  });

  it('refuses a move under the process itself and lets the top or another parent through', () => {
    expect(validateMove('4', '4')).toEqual({
      field: 'newParentId',
      message: 'A process cannot be moved under itself or under a process below it.',
    });
    expect(validateMove('4', null)).toBeNull();
    expect(validateMove('4', '5')).toBeNull();
  });

  it('lists the bulk save counts in order, and names the upload columns', () => {
    expect(
      hierarchyUploadMessage({
        inserted: 2,
        updated: 1,
        deleted: 0,
        notInsertedDuplicates: 3,
        notDeletedMapped: 0,
        notUpdatedInvalid: 1,
      }),
    ).toBe(
      'Records inserted: 2, updated: 1, deleted: 0, not inserted due to duplicates: 3, not deleted due to already mapped: 0, not updated due to invalid information: 1.',
    );
    expect(hierarchyColumns(2)).toEqual(['Level 1', 'Level 2', 'Description']);
    expect(hierarchyColumns(0)).toEqual(['Level 1', 'Description']);
    expect(hierarchyColumns(20)).toHaveLength(9);
  });
});

describe('gaps and updates rules', () => {
  const questions: QuestionForAnswer[] = [
    { id: '1', isActive: true, questionType: 'Options', parentQuestionId: null, triggerAnswer: null },
    { id: '2', isActive: true, questionType: 'Comment', parentQuestionId: '1', triggerAnswer: 'Yes' },
    { id: '3', isActive: false, questionType: 'Text', parentQuestionId: null, triggerAnswer: null },
    { id: '4', isActive: true, questionType: 'Add attachment', parentQuestionId: null, triggerAnswer: null },
  ];

  it('shows a sub-question only for its trigger answer, and never an inactive question', () => {
    const byId = new Map(questions.map((question) => [question.id, question]));
    expect(questionIsShown(questions[1]!, new Map([['1', 'yes']]), byId)).toBe(true);
    expect(questionIsShown(questions[1]!, new Map([['1', 'No']]), byId)).toBe(false);
    expect(questionIsShown(questions[2]!, new Map(), byId)).toBe(false);
  });

  it('needs every shown question answered to submit, files for an attachment question, nothing for a draft', () => {
    const answers = new Map([['1', 'Yes']]);
    expect(validateAnswers(questions, answers, false)).toBeNull();
    expect(validateAnswers(questions, answers, true)?.message).toBe(GAPS_MESSAGES.answerRequired);
    answers.set('2', 'The disclosure procedure.');
    expect(validateAnswers(questions, answers, true)?.message).toBe(GAPS_MESSAGES.answerRequired);
    expect(validateAnswers(questions, answers, true, new Map([['4', 1]]))).toBeNull();
    expect(validateAnswers(questions, new Map([['1', 'No']]), true, new Map([['4', 1]]))).toBeNull();
  });

  it('checks questions, list names and dates', () => {
    expect(questionTypeHasOptions('Options')).toBe(true);
    expect(questionTypeHasOptions('Calendar Field')).toBe(false);
    expect(validateGapsQuestion({ question: 'Q', questionType: 'Options', options: [' '] })?.field).toBe(
      'options',
    );
    expect(
      validateGapsQuestion({ question: 'Q', questionType: 'Comment', options: [], parentQuestionId: '1' })
        ?.field,
    ).toBe('triggerAnswer');
    expect(validateGapsQuestion({ question: 'Q', questionType: 'Comment', options: [] })).toBeNull();
    expect(validateGapsListName('training', ['Training'])?.message).toBe(GAPS_MESSAGES.nameDuplicate);
    expect(validateGapsListName('')?.message).toBe(GAPS_MESSAGES.nameRequired);
    expect(validateDueDate('2027-02-30')?.message).toBe(GAPS_MESSAGES.dueDateInvalid);
    expect(validateDueDate('2027-02-28')).toBeNull();
  });

  it('sends a gap to the business module only after its questionnaire is submitted', () => {
    expect(gapsEntryRefusal(false)).toBe('Please complete the gaps and updates process first');
    expect(gapsEntryRefusal(true)).toBeNull();
    expect(acceptChangedLawRefusal(2)).toBe(GAPS_MESSAGES.assessAllFirst);
    expect(acceptChangedLawRefusal(0)).toBeNull();
  });

  it('checks question headers saved together: text, length, none alike', () => {
    expect(validateQuestionHeaders(['Scope', 'Impact'])).toBeNull();
    expect(validateQuestionHeaders(['Scope', '  '])).toMatchObject({
      message: GAPS_MESSAGES.headerRequired,
      index: 1,
    });
    expect(validateQuestionHeaders(['x'.repeat(201)])?.message).toBe(GAPS_MESSAGES.headerTooLong);
    expect(validateQuestionHeaders(['Scope', 'Impact', ' SCOPE'])).toMatchObject({
      message: GAPS_MESSAGES.headerDuplicate,
      index: 2,
    });
  });
});
