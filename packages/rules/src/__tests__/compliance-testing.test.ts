import { describe, expect, it } from 'vitest';
import {
  checkEvidenceContent,
  COMPLIANCE_TESTING_MESSAGES as M,
  COMPLIANCE_TESTING_MESSAGES,
  validateLoanException,
  validateNewActionPlan,
  validateRemediationTask,
  evidenceContentType,
  nextRemediationStatuses,
  validateAssessment,
  validateEvidenceFile,
  validateRemediationSave,
  validateTestingListRecord,
} from '../compliance-testing.js';

describe('testing list records', () => {
  const others = [
    { id: '1', name: 'Fair Lending' },
    { id: '2', name: 'HMDA Accuracy' },
  ];

  it('accepts a new unique name and trims it', () => {
    expect(
      validateTestingListRecord('GROUP', { name: '  TRID Timing ', description: '' }, others),
    ).toBeNull();
  });

  it('requires a name and limits name and description', () => {
    expect(validateTestingListRecord('TYPE', { name: '   ', description: '' })).toEqual({
      field: 'name',
      message: M.nameRequired,
    });
    expect(validateTestingListRecord('TYPE', { name: 'x'.repeat(101), description: '' })?.message).toBe(
      M.nameTooLong,
    );
    expect(validateTestingListRecord('TYPE', { name: 'ok', description: 'd'.repeat(501) })?.field).toBe(
      'description',
    );
  });

  it('refuses a duplicate ignoring case, except the record itself', () => {
    expect(validateTestingListRecord('GROUP', { name: 'fair lending', description: '' }, others)).toEqual({
      field: 'name',
      message: 'Test group with this name already exists.',
    });
    expect(
      validateTestingListRecord('GROUP', { name: 'FAIR LENDING', description: '' }, others, '1'),
    ).toBeNull();
    expect(
      validateTestingListRecord('REQUIREMENT_CATEGORY', { name: 'HMDA accuracy', description: '' }, others)
        ?.message,
    ).toBe('Requirement category with this name already exists.');
  });

  it('says how many rules hold a record that cannot be deleted', () => {
    expect(M.inUse('Test group', 1)).toBe('Test group is used by 1 testing rule and cannot be deleted.');
    expect(M.inUse('Test type', 3)).toBe('Test type is used by 3 testing rules and cannot be deleted.');
  });
});

describe('loan remediation statuses', () => {
  const save = (from: string, status: string, subStatus: string | null = null, comments = '') =>
    validateRemediationSave({ from, status, subStatus, comments });

  it('lists where a row may go', () => {
    expect(nextRemediationStatuses('New')).toEqual(['New', 'Review', 'Purge']);
    expect(nextRemediationStatuses('Purge')).toEqual(['Purge', 'Unpurge']);
    expect(nextRemediationStatuses('Unpurge')).toEqual(['Unpurge', 'Review', 'Purge']);
    expect(nextRemediationStatuses('Closed')).toEqual([]);
  });

  it('allows the transitions and refuses the others', () => {
    expect(save('New', 'Review')).toBeNull();
    expect(save('Review', 'New')).toBeNull();
    expect(save('New', 'Unpurge')).toEqual({
      field: 'status',
      message: 'A New row cannot be moved to Unpurge.',
    });
    expect(save('Purge', 'Review')?.message).toBe('A Purge row cannot be moved to Review.');
    expect(save('New', '')?.message).toBe(M.statusRequired);
    expect(save('New', 'Closed')?.message).toBe(M.statusUnknown);
  });

  it('needs Not_needed and a comment to purge, a comment to unpurge', () => {
    expect(save('New', 'Purge', null, 'duplicate load')?.message).toBe(M.subStatusRequired);
    expect(save('New', 'Purge', 'Not_needed', '')?.message).toBe(M.commentRequired);
    expect(save('New', 'Purge', 'Not_needed', 'duplicate load')).toBeNull();
    expect(save('Purge', 'Unpurge', null, '')?.message).toBe(M.commentRequired);
    expect(save('Purge', 'Unpurge', null, 'loaded again')).toBeNull();
    expect(save('New', 'Review', 'Not_needed')?.message).toBe(M.subStatusOnlyPurge);
  });

  it('lets a row keep its status to change the comment, within 1000 characters', () => {
    expect(save('Purge', 'Purge', 'Not_needed', '')).toBeNull();
    expect(save('Review', 'Review', null, 'c'.repeat(1001))?.message).toBe(M.commentTooLong);
  });
});

describe('action plan assessment', () => {
  const base = {
    status: 'Open',
    rootCause: 'Fee tolerance table out of date',
    actionPlan: 'Refresh it',
    targetDate: '2026-12-31',
  };

  it('accepts a complete assessment', () => {
    expect(validateAssessment(base)).toBeNull();
    expect(validateAssessment({ ...base, status: 'Completed', targetDate: null })).toBeNull();
  });

  it('checks every field', () => {
    expect(validateAssessment({ ...base, status: 'Done' })?.field).toBe('status');
    expect(validateAssessment({ ...base, rootCause: ' ' })?.message).toBe(M.rootCauseRequired);
    expect(validateAssessment({ ...base, actionPlan: '' })?.message).toBe(M.actionPlanRequired);
    expect(validateAssessment({ ...base, actionPlan: 'a'.repeat(2001) })?.message).toBe(M.assessmentTooLong);
    expect(validateAssessment({ ...base, targetDate: '2026-02-30' })?.message).toBe(M.dateInvalid);
    expect(validateAssessment({ ...base, targetDate: '' })?.message).toBe(M.targetDateRequired);
  });
});

describe('evidence files', () => {
  it('checks the name and size', () => {
    expect(validateEvidenceFile('letter.pdf', 10)).toBeNull();
    expect(validateEvidenceFile('', 10)?.message).toBe(M.fileRequired);
    expect(validateEvidenceFile('run.exe', 10)?.message).toBe(M.fileExtension);
    expect(validateEvidenceFile('.pdf', 10)?.message).toBe(M.fileExtension);
    expect(validateEvidenceFile('big.png', 5 * 1024 * 1024 + 1)?.message).toBe(M.fileTooLarge);
    expect(evidenceContentType('a.JPG')).toBe('image/jpeg');
    expect(evidenceContentType('a.exe')).toBeNull();
  });

  it('reads the header of each type', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(checkEvidenceContent('a.pdf', bytes('%PDF-1.7\n'))).toBeNull();
    expect(checkEvidenceContent('a.pdf', bytes('hello'))?.message).toBe(
      "The file's content is not a .pdf file.",
    );
    expect(
      checkEvidenceContent('a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0])),
    ).toBeNull();
    expect(checkEvidenceContent('a.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(checkEvidenceContent('a.xlsx', bytes('PK\u0003\u0004....xl/workbook.xml'))).toBeNull();
    expect(checkEvidenceContent('a.docx', bytes('PK\u0003\u0004....xl/workbook.xml'))?.field).toBe('file');
    expect(checkEvidenceContent('a.csv', bytes('loan,amount\n1,2\n'))).toBeNull();
    expect(checkEvidenceContent('a.txt', new Uint8Array([0x61, 0x00, 0x62]))?.field).toBe('file');
    expect(checkEvidenceContent('a.txt', new Uint8Array([0xc3, 0x28]))?.field).toBe('file');
    expect(checkEvidenceContent('a.txt', new Uint8Array([]))?.message).toBe(M.fileEmpty);
  });
});

describe('creating work: tasks, action plans, loans added to the queue', () => {
  const task = {
    title: 'Re-disclose',
    description: '',
    assignee: 'Dana',
    dueDate: '2026-12-01',
    status: 'Open',
  };
  it('checks a remediation task: title, assignee, status, and a due date while it is open', () => {
    expect(validateRemediationTask(task)).toBeNull();
    expect(validateRemediationTask({ ...task, title: ' ' })).toEqual({
      field: 'title',
      message: COMPLIANCE_TESTING_MESSAGES.taskTitleRequired,
    });
    expect(validateRemediationTask({ ...task, assignee: '' })?.message).toBe(
      COMPLIANCE_TESTING_MESSAGES.assigneeRequired,
    );
    expect(validateRemediationTask({ ...task, dueDate: null })?.message).toBe(
      COMPLIANCE_TESTING_MESSAGES.dueDateRequired,
    );
    expect(validateRemediationTask({ ...task, dueDate: null, status: 'Completed' })).toBeNull();
    expect(validateRemediationTask({ ...task, dueDate: '2026-02-30' })?.message).toBe(
      COMPLIANCE_TESTING_MESSAGES.dateInvalid,
    );
    expect(validateRemediationTask({ ...task, status: 'Done' })?.field).toBe('status');
  });
  it('checks a new action plan and a loan added by hand', () => {
    expect(validateNewActionPlan({ queueRowId: '3', ownerName: 'Ops', targetDate: '2026-12-31' })).toBeNull();
    expect(validateNewActionPlan({ queueRowId: '', ownerName: 'Ops', targetDate: '2026-12-31' })?.field).toBe(
      'queueRowId',
    );
    expect(validateNewActionPlan({ queueRowId: '3', ownerName: 'Ops', targetDate: '' })?.message).toBe(
      COMPLIANCE_TESTING_MESSAGES.targetDateRequired,
    );
    expect(
      validateLoanException({ loanNumber: 'L-1', testingRuleId: '2', finding: 'Fee over tolerance' }),
    ).toBeNull();
    expect(
      validateLoanException({ loanNumber: 'L-1', testingRuleId: '2', finding: 'x'.repeat(501) })?.message,
    ).toBe(COMPLIANCE_TESTING_MESSAGES.findingTooLong);
  });
});
