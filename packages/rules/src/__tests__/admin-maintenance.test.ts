import { describe, expect, it } from 'vitest';
import {
  ADMIN_MAINTENANCE_MESSAGES as M,
  checkEmployeeRoleHeader,
  compareSearchKeys,
  decodeSearchKey,
  employeeRoleAction,
  encodeSearchKey,
  validateArtifact,
  validateQuestion,
  validateSearchName,
  validateSsoGroup,
  validateEmailTrigger,
  validateEmailAddress,
  validateEmailGroup,
  SSO_GROUP_MESSAGES,
  EMAIL_SETTINGS_MESSAGES,
} from '../index.js';

describe('employee-to-role upload', () => {
  it('needs Email, Role and Action in the first row, in any order and case', () => {
    expect(checkEmployeeRoleHeader(['action', ' EMAIL ', 'Role', 'Note'])).toBeNull();
    expect(checkEmployeeRoleHeader(['Email', 'Role'])).toBe(M.uploadHeader);
  });

  it('reads an empty action as Add and refuses anything but Add, Remove or Replace', () => {
    expect(employeeRoleAction('')).toBe('Add');
    expect(employeeRoleAction(' remove ')).toBe('Remove');
    expect(employeeRoleAction('REPLACE')).toBe('Replace');
    expect(employeeRoleAction('Delete')).toBeNull();
  });
});

describe('questions', () => {
  const base = {
    list: 'RiskAssessment' as const,
    question: 'Tested?',
    questionType: 'Options',
    options: ['Yes', 'No'],
  };

  it('accepts a complete question', () => {
    expect(validateQuestion(base)).toBeNull();
  });

  it('says what is missing, field by field', () => {
    expect(validateQuestion({ ...base, question: ' ' })).toEqual({
      field: 'question',
      message: M.questionRequired,
    });
    expect(validateQuestion({ ...base, questionType: 'Slider' })?.field).toBe('questionType');
    expect(validateQuestion({ ...base, options: ['Yes', ' '] })).toEqual({
      field: 'options',
      message: M.optionsRequired,
    });
    expect(validateQuestion({ ...base, options: ['Yes', 'yes'] })?.message).toBe(M.optionsDuplicate);
    expect(validateQuestion({ ...base, list: 'BusinessLine' })).toEqual({
      field: 'businessLineId',
      message: M.businessLineRequired,
    });
    expect(validateQuestion({ ...base, gapAnswers: ['Maybe'] })?.message).toBe(M.gapAnswerUnknown);
  });

  it('offers the artifact assessment only the types it answers', () => {
    expect(validateQuestion({ ...base, list: 'Artifact', questionType: 'Number', options: [] })?.field).toBe(
      'questionType',
    );
  });

  it('refuses a duplicate ignoring case, but not the question itself', () => {
    const others = [{ id: '7', name: 'TESTED?' }];
    expect(validateQuestion(base, others)?.message).toBe(M.questionDuplicate);
    expect(validateQuestion(base, others, '7')).toBeNull();
  });
});

describe('artifacts', () => {
  it('needs a name unique in its business line, a business line and a type', () => {
    const ok = { name: 'Privacy policy', artifactType: 'Policy', businessLineId: '1' };
    expect(validateArtifact(ok)).toBeNull();
    expect(validateArtifact({ ...ok, businessLineId: '' })?.field).toBe('businessLineId');
    expect(validateArtifact({ ...ok, artifactType: '' })?.message).toBe(M.artifactTypeRequired);
    expect(validateArtifact(ok, [{ id: '3', name: 'privacy POLICY' }])?.message).toBe(M.artifactDuplicate);
  });
});

describe('saved searches', () => {
  it('checks the name', () => {
    expect(validateSearchName(' ')?.message).toBe(M.searchNameRequired);
    expect(validateSearchName('x'.repeat(101))?.message).toBe(M.searchNameTooLong);
    expect(validateSearchName('Mine', [{ id: 1, name: 'MINE' }], 2)?.message).toBe(M.searchNameDuplicate);
  });

  it('keeps the filter and the names, and shows an older key as its text', () => {
    const key = encodeSearchKey({ industryId: '1' }, { Industry: 'Banking', Category: '' });
    expect(decodeSearchKey(key)).toEqual({ filter: { industryId: '1' }, labels: { Industry: 'Banking' } });
    expect(decodeSearchKey('mortgage')).toEqual({ filter: {}, labels: { Search: 'mortgage' } });
  });

  it('compares two searches criterion by criterion, in the usual order', () => {
    const a = encodeSearchKey({}, { Regulator: 'CFPB', Industry: 'Banking' });
    const b = encodeSearchKey({}, { Industry: 'banking', Category: 'Privacy' });
    expect(compareSearchKeys(a, b)).toEqual([
      { label: 'Industry', left: 'Banking', right: 'banking', differs: false },
      { label: 'Category', left: '', right: 'Privacy', differs: true },
      { label: 'Regulator', left: 'CFPB', right: '', differs: true },
    ]);
  });
});

describe('single sign-on groups and e-mail settings', () => {
  it('checks a group: name, client, a GUID directory id, no duplicate in the client', () => {
    const ok = { groupName: 'Analysts', clientId: '1', directoryGroupId: '' };
    expect(validateSsoGroup(ok)).toBeNull();
    expect(validateSsoGroup({ ...ok, clientId: '' })?.message).toBe(SSO_GROUP_MESSAGES.clientRequired);
    expect(validateSsoGroup({ ...ok, directoryGroupId: 'abc' })?.message).toBe(
      SSO_GROUP_MESSAGES.directoryIdInvalid,
    );
    expect(validateSsoGroup(ok, [{ id: 2, name: 'ANALYSTS' }])?.message).toBe(
      SSO_GROUP_MESSAGES.groupDuplicate,
    );
  });

  it('checks a trigger field by field', () => {
    const ok = {
      name: 'Notice',
      event: 'Law Approved',
      subject: 'Approved',
      senderId: '1',
      emailGroupId: '1',
    };
    expect(validateEmailTrigger(ok)).toBeNull();
    expect(validateEmailTrigger({ ...ok, event: 'Lunch' })?.field).toBe('event');
    expect(validateEmailTrigger({ ...ok, subject: 'x'.repeat(251) })?.message).toBe(
      EMAIL_SETTINGS_MESSAGES.subjectTooLong,
    );
    expect(validateEmailTrigger({ ...ok, senderId: '' })?.field).toBe('senderId');
    expect(validateEmailTrigger(ok, [{ id: 9, name: 'notice' }])?.message).toBe(
      EMAIL_SETTINGS_MESSAGES.triggerDuplicate,
    );
  });

  it('checks addresses and groups', () => {
    expect(validateEmailAddress('nope')?.message).toBe(EMAIL_SETTINGS_MESSAGES.emailInvalid);
    expect(validateEmailAddress('A@B.test', [{ id: 1, name: 'a@b.test' }])?.message).toBe(
      EMAIL_SETTINGS_MESSAGES.addressDuplicate,
    );
    expect(validateEmailGroup(' ')?.message).toBe(EMAIL_SETTINGS_MESSAGES.groupNameRequired);
  });
});
