import { describe, expect, it } from 'vitest';
import {
  changedRiskOrder,
  frequencyPeriods,
  isRiskMaintainer,
  moveRiskRow,
  questionInputKind,
  RISK_MESSAGES,
  isBuiltInQuestionType,
  validateRiskQuestionType,
  riskFileHeaderMatches,
  riskLevelFor,
  riskReportFileName,
  validateQuestionnaireSelection,
  validateRiskAnswer,
  validateRiskEmployee,
  validateRiskFile,
  validateRiskFrequency,
  validateRiskLevel,
  validateRiskParameter,
  validateRiskQuestion,
  validateRiskSearchName,
  validateRiskSendBackComment,
  validateRiskSubmit,
} from '../index.js';

const SELECTION = {
  companyProcessId: '4',
  freqId: '2',
  startDate: '2026-10-01',
  endDate: '2026-12-31',
  stage: 'Assessment',
};

describe('opening a questionnaire', () => {
  it("needs company process, frequency, start date, end date and stage: 'Please select a questionnaire.'", () => {
    expect(validateQuestionnaireSelection(SELECTION)).toBeNull();
    for (const missing of Object.keys(SELECTION)) {
      for (const empty of [null, undefined, '', '  ']) {
        expect(validateQuestionnaireSelection({ ...SELECTION, [missing]: empty })).toEqual({
          field: 'questionnaire',
          message: 'Please select a questionnaire.',
        });
      }
    }
    expect(validateQuestionnaireSelection({ ...SELECTION, companyProcessId: 0 })?.message).toBe(
      RISK_MESSAGES.selectQuestionnaire,
    );
  });

  it('makes the periods of a year from a frequency: months, quarters, halves, the year', () => {
    expect(frequencyPeriods(3, 2026)).toEqual([
      { startDate: '2026-01-01', endDate: '2026-03-31', label: 'Jan–Mar 2026' },
      { startDate: '2026-04-01', endDate: '2026-06-30', label: 'Apr–Jun 2026' },
      { startDate: '2026-07-01', endDate: '2026-09-30', label: 'Jul–Sep 2026' },
      { startDate: '2026-10-01', endDate: '2026-12-31', label: 'Oct–Dec 2026' },
    ]);
    expect(frequencyPeriods(1, 2028)[1]).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
      label: 'Feb 2028',
    });
    expect(frequencyPeriods(12, 2026)).toEqual([
      { startDate: '2026-01-01', endDate: '2026-12-31', label: '2026' },
    ]);
    expect(frequencyPeriods(6, 2026)).toHaveLength(2);
    expect(frequencyPeriods(5, 2026)).toEqual([]);
  });
});

describe('question types and answers', () => {
  it('gives the nine multi-question types their own input and every other type options', () => {
    expect(
      [
        'Text',
        'Number',
        'Comment',
        'Multiple Text',
        'Multiple Comment',
        'Calendar Field',
        'Employee Selection',
        'Company Process Multiple Selection',
        'Add attachment',
        'Yes/No',
        'Rating',
      ].map(questionInputKind),
    ).toEqual([
      'text',
      'number',
      'comment',
      'multipleText',
      'multipleComment',
      'calendar',
      'employee',
      'companyProcesses',
      'attachment',
      'options',
      'options',
    ]);
    expect(questionInputKind(' calendar field ')).toBe('calendar');
  });

  it('checks an answer against its type', () => {
    expect(validateRiskAnswer('Number', ['12.5'])).toBeNull();
    expect(validateRiskAnswer('Number', ['twelve'])?.message).toBe(RISK_MESSAGES.numberInvalid);
    expect(validateRiskAnswer('Calendar Field', ['2026-02-30'])?.message).toBe(RISK_MESSAGES.dateInvalid);
    expect(validateRiskAnswer('Calendar Field', ['2026-02-28'])).toBeNull();
    expect(validateRiskAnswer('Yes/No', ['Maybe'], ['Yes', 'No'])?.message).toBe(RISK_MESSAGES.optionInvalid);
    expect(validateRiskAnswer('Yes/No', ['No'], ['Yes', 'No'])).toBeNull();
    expect(validateRiskAnswer('Multiple Text', ['a', 'b', 'c'])).toBeNull();
    expect(validateRiskAnswer('Text', ['a', 'b'])).not.toBeNull();
    expect(validateRiskAnswer('Comment', ['x'.repeat(2001)])?.message).toBe(RISK_MESSAGES.textTooLong);
    expect(validateRiskAnswer('Number', [''])).toBeNull();
  });

  it('refuses a submit with a required question unanswered or a required attachment missing', () => {
    const text = { questionType: 'Text', isRequired: true, values: ['x'], fileCount: 0 };
    const file = { questionType: 'Add attachment', isRequired: true, values: [], fileCount: 1 };
    expect(validateRiskSubmit([text, file])).toBeNull();
    expect(validateRiskSubmit([{ ...text, values: [' '] }, file])?.message).toBe(
      RISK_MESSAGES.answerRequired,
    );
    expect(validateRiskSubmit([text, { ...file, fileCount: 0 }])?.message).toBe(
      RISK_MESSAGES.attachmentRequired,
    );
    expect(validateRiskSubmit([{ ...text, isRequired: false, values: [] }])).toBeNull();
  });
});

describe('risk rating upkeep', () => {
  it('checks parameters, levels, frequencies and questions', () => {
    expect(validateRiskParameter({ name: ' ', weight: 10 })?.message).toBe(RISK_MESSAGES.nameRequired);
    expect(validateRiskParameter({ name: 'Inherent', weight: 101 })?.message).toBe(
      RISK_MESSAGES.weightInvalid,
    );
    expect(validateRiskParameter({ name: 'Inherent', weight: 40 })).toBeNull();
    expect(validateRiskLevel({ name: 'High', minScore: 70, maxScore: 60 })?.message).toBe(
      RISK_MESSAGES.levelScoreInvalid,
    );
    expect(validateRiskLevel({ name: 'High', minScore: 67, maxScore: 100 })).toBeNull();
    expect(validateRiskFrequency({ name: 'Bi-monthly', months: 2 })?.message).toBe(
      RISK_MESSAGES.frequencyMonthsInvalid,
    );
    expect(validateRiskFrequency({ name: 'Quarterly', months: 3 })).toBeNull();
    const question = { question: 'Owner?', headerId: '1', questionType: 'Yes/No', options: ['Yes', 'No'] };
    expect(validateRiskQuestion(question)).toBeNull();
    expect(validateRiskQuestion({ ...question, options: ['Yes', ' Yes '] })?.message).toBe(
      RISK_MESSAGES.optionsRequired,
    );
    expect(validateRiskQuestion({ ...question, questionType: 'Text', options: [] })).toBeNull();
    expect(validateRiskQuestion({ ...question, headerId: null })?.message).toBe(RISK_MESSAGES.headerRequired);
    expect(validateRiskQuestion({ ...question, question: '' })?.message).toBe(RISK_MESSAGES.questionRequired);
    expect(validateRiskSendBackComment('  ')?.message).toBe(RISK_MESSAGES.commentRequired);
    expect(validateRiskSearchName('')?.message).toBe(RISK_MESSAGES.searchNameRequired);
    expect(isRiskMaintainer(['Lexbridge Admin'])).toBe(true);
    expect(isRiskMaintainer(['Lexbridge Admin Read Only', 'Business User'])).toBe(false);
  });

  it('moves a row and sends only the rows whose place changed', () => {
    const rows = [
      { id: 'a', order: 1 },
      { id: 'b', order: 2 },
      { id: 'c', order: 3 },
      { id: 'd', order: 4 },
    ];
    const moved = moveRiskRow(rows, 2, 0).map((row) => row.id);
    expect(moved).toEqual(['c', 'a', 'b', 'd']);
    expect(changedRiskOrder(rows, moved)).toEqual([
      { id: 'c', order: 1 },
      { id: 'a', order: 2 },
      { id: 'b', order: 3 },
    ]);
    expect(moveRiskRow(rows, 0, 99).map((row) => row.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(changedRiskOrder(rows, ['a', 'b', 'c', 'd'])).toEqual([]);
  });

  it('finds the level of a score and names an export with its report and date', () => {
    const levels = [
      { name: 'Low', minScore: 0, maxScore: 33 },
      { name: 'High', minScore: 67, maxScore: 100 },
    ];
    expect(riskLevelFor(20, levels)?.name).toBe('Low');
    expect(riskLevelFor(50, levels)).toBeNull();
    expect(riskReportFileName('GAP', new Date(2026, 10, 5))).toBe('Gap Report 2026-11-05.xlsx');
  });
});

describe('risk question files', () => {
  it('takes documents and images up to 5 MB whose first bytes match the extension', () => {
    expect(validateRiskFile('evidence.pdf', 1000)).toBeNull();
    expect(validateRiskFile('tool.exe', 10)?.message).toBe('Invalid file extension.');
    expect(validateRiskFile('.pdf', 10)?.message).toBe('Invalid file extension.');
    expect(validateRiskFile('big.pdf', 5 * 1024 * 1024 + 1)?.message).toBe(RISK_MESSAGES.fileTooLarge);
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(riskFileHeaderMatches('a.pdf', bytes('%PDF-1.7'))).toBe(true);
    expect(riskFileHeaderMatches('a.pdf', bytes('hello'))).toBe(false);
    expect(riskFileHeaderMatches('a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]))).toBe(true);
    expect(riskFileHeaderMatches('a.docx', new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe(true);
    expect(riskFileHeaderMatches('a.txt', bytes('plain notes'))).toBe(true);
    expect(riskFileHeaderMatches('a.csv', new Uint8Array([0x61, 0x00, 0x62]))).toBe(false);
    expect(riskFileHeaderMatches('a.txt', new Uint8Array())).toBe(false);
  });
});

describe('question type upkeep', () => {
  const others = [
    { id: '1', name: 'Text' },
    { id: '10', name: 'Yes/No' },
  ];
  it('keeps the built-in types from being renamed and their names from being reused', () => {
    expect(isBuiltInQuestionType('Calendar Field')).toBe(true);
    expect(isBuiltInQuestionType('Yes/No')).toBe(false);
    expect(validateRiskQuestionType('Free text', others, '1', 'Text')?.message).toBe(
      RISK_MESSAGES.questionTypeBuiltIn('Text'),
    );
    expect(validateRiskQuestionType('number', others)?.message).toBe(RISK_MESSAGES.questionTypeDuplicate);
    expect(validateRiskQuestionType('yes/no ', others)?.message).toBe(RISK_MESSAGES.questionTypeDuplicate);
    expect(validateRiskQuestionType('Yes/No', others, '10', 'Yes/No')).toBeNull();
    expect(validateRiskQuestionType('Effectiveness scale', others)).toBeNull();
    expect(validateRiskQuestionType(' ', others)?.message).toBe(RISK_MESSAGES.nameRequired);
  });
  it('says why a type in use cannot be deleted', () => {
    expect(RISK_MESSAGES.questionTypeInUse('Yes/No', 1)).toBe(
      'Yes/No is used by 1 question and cannot be deleted. Move it to another type first.',
    );
  });
});

describe("an Employee Selection answer names an employee of the assessment's client", () => {
  const HARBORVIEW = ['3', '7', '8'];
  it('accepts an empty answer or one of the client’s users, and refuses anyone else', () => {
    expect(validateRiskEmployee([], HARBORVIEW)).toBeNull();
    expect(validateRiskEmployee([' '], HARBORVIEW)).toBeNull();
    expect(validateRiskEmployee([' 3 '], HARBORVIEW)).toBeNull();
    for (const outsider of ['11', '10', '1', 'x']) {
      expect(validateRiskEmployee([outsider], HARBORVIEW)).toEqual({
        field: 'answer',
        message: 'Please choose an employee of this client.',
      });
    }
    expect(validateRiskEmployee(['3'], [])).toEqual({
      field: 'answer',
      message: RISK_MESSAGES.employeeOfClient,
    });
  });
});
