import { describe, expect, it } from 'vitest';
import {
  shortenRequirementText,
  validateRequirementField,
  validateTestReference,
  validateTestRequest,
  VALIDATOR_TEST_MESSAGES as M,
} from '../index.js';

describe('test system and source types', () => {
  it('needs a business line for a system type only, then a name of at most 100 characters', () => {
    expect(validateTestReference({ name: 'Encompass', description: '' }, true)).toEqual({
      field: 'businessLineId',
      message: M.businessLineRequired,
    });
    expect(validateTestReference({ name: 'File', description: '' }, false)).toBeNull();
    expect(validateTestReference({ name: '  ', description: '' }, false)?.message).toBe(M.nameRequired);
    expect(validateTestReference({ name: 'x'.repeat(101), description: '' }, false)?.message).toBe(
      M.nameTooLong,
    );
    expect(validateTestReference({ name: 'API', description: 'd'.repeat(501) }, false)?.field).toBe(
      'description',
    );
  });
});

describe('the test user form', () => {
  const form = {
    clientId: 1,
    businessLineId: 2,
    systemTypeId: 3,
    sourceTypeId: 4,
    entityIds: [5],
    comment: '',
  };
  it('asks for the fields in the order they appear', () => {
    expect(validateTestRequest(form)).toBeNull();
    expect(validateTestRequest({ ...form, clientId: null, systemTypeId: null })?.field).toBe('clientId');
    expect(validateTestRequest({ ...form, systemTypeId: null })?.message).toBe(M.systemTypeRequired);
    expect(validateTestRequest({ ...form, sourceTypeId: null })?.message).toBe(M.sourceTypeRequired);
    expect(validateTestRequest({ ...form, entityIds: [] })?.message).toBe(M.entitiesRequired);
    expect(validateTestRequest({ ...form, comment: 'c'.repeat(501) })?.message).toBe(M.commentTooLong);
  });
});

describe('requirement fields', () => {
  const row = { type: 'VET' as const, requirementId: 1, testId: 2, headerFieldId: 3, hmdaFieldId: null };
  it('needs the HMDA field only for HMDA VET', () => {
    expect(validateRequirementField(row)).toBeNull();
    expect(validateRequirementField({ ...row, type: 'HMDA_VET' })).toEqual({
      field: 'hmdaFieldId',
      message: M.hmdaFieldRequired,
    });
    expect(validateRequirementField({ ...row, type: 'HMDA_VET', hmdaFieldId: 9 })).toBeNull();
    expect(validateRequirementField({ ...row, testId: null })?.message).toBe(M.testRequired);
    expect(validateRequirementField({ ...row, headerFieldId: null })?.message).toBe(M.headerFieldRequired);
  });
});

describe('requirement text in a choice', () => {
  it('is shortened at a word boundary with an ellipsis', () => {
    expect(shortenRequirementText('Disclose the APR.', 70)).toBe('Disclose the APR.');
    expect(shortenRequirementText('Disclose the annual percentage rate clearly', 20)).toBe(
      'Disclose the annual…',
    );
    expect(shortenRequirementText('Supercalifragilistic', 5)).toBe('Super…');
  });
});
