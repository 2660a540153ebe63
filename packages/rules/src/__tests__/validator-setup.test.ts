import { describe, expect, it } from 'vitest';
import {
  canMoveHeaderChange,
  checkClientFile,
  compareHeader,
  dmuDashboardCounts,
  formatRunDuration,
  parentExpanded,
  pickSingleGroup,
  resultFileName,
  validateDmuMapping,
  validateEntity,
  validateHeaderField,
  VALIDATOR_SETUP_MESSAGES as M,
  type DmuMappingStatus,
} from '../index.js';

describe('client file checks', () => {
  it('takes .xlsx, .xls and .csv of any case, and refuses other extensions with the product text', () => {
    expect(checkClientFile('loans.XLSX', 10)).toBeNull();
    expect(checkClientFile('loans.Xls', 10)).toBeNull();
    expect(checkClientFile('loans.csv', 10)).toBeNull();
    expect(checkClientFile('loans.txt', 10)).toEqual({ field: 'file', message: 'Invalid file extension.' });
  });
  it('refuses an empty file and one over 5 MB', () => {
    expect(checkClientFile('a.csv', 0)?.message).toBe(M.fileEmpty);
    expect(checkClientFile('a.csv', 5 * 1024 * 1024 + 1)?.message).toBe(M.fileTooLarge);
  });
});

describe('entity rules', () => {
  const base = {
    clientId: 1,
    businessLineId: 2,
    entityName: 'Loans',
    prefixName: 'LN_01',
    parentEntityId: null,
  };
  it('needs client, business line, a name and a prefix of letters, digits and underscores', () => {
    expect(validateEntity(base)).toBeNull();
    expect(validateEntity({ ...base, clientId: null })?.field).toBe('clientId');
    expect(validateEntity({ ...base, businessLineId: null })?.field).toBe('businessLineId');
    expect(validateEntity({ ...base, entityName: '  ' })?.message).toBe(M.entityNameRequired);
    expect(validateEntity({ ...base, prefixName: 'LN-01' })?.message).toBe(M.prefixCharacters);
  });
  it('refuses an entity as its own parent', () => {
    expect(validateEntity({ ...base, entityId: 4, parentEntityId: 4 })?.message).toBe(M.parentSelf);
  });
});

describe('header field rules', () => {
  const base = {
    clientSourceField: 'LoanAmt',
    clientSourceLength: 10,
    destinationTable: 'stg_loan',
    destinationField: 'loan_amount',
    destinationLength: 18,
    isIgnored: false,
    isRemoved: false,
    isMerged: false,
    mergedInto: null,
  };
  it('needs a destination unless the field is ignored, removed or merged', () => {
    expect(validateHeaderField(base)).toBeNull();
    expect(validateHeaderField({ ...base, destinationField: '' })?.message).toBe(M.destinationRequired);
    expect(validateHeaderField({ ...base, destinationField: '', isIgnored: true })).toBeNull();
  });
  it('needs a merge target for a merged field and whole lengths from 1 to 8000', () => {
    expect(validateHeaderField({ ...base, isMerged: true })?.message).toBe(M.mergedNeedsTarget);
    expect(validateHeaderField({ ...base, clientSourceLength: 0 })?.message).toBe(M.lengthInvalid);
    expect(validateHeaderField({ ...base, destinationLength: 8001 })?.field).toBe('destinationLength');
  });
});

describe('header comparison', () => {
  it('marks file columns matched or new, ignoring case and spaces, then mapped fields the file lacks as missing', () => {
    expect(compareHeader([' loanamt ', 'Rate', 'rate', ''], ['LoanAmt', 'Term'])).toEqual([
      { field: 'loanamt', position: 1, comparison: 'MATCHED' },
      { field: 'Rate', position: 2, comparison: 'NEW' },
      { field: 'Term', position: null, comparison: 'MISSING' },
    ]);
  });
});

describe('header change transitions', () => {
  it('submits from saved or rejected and decides only submitted requests', () => {
    expect(canMoveHeaderChange('Saved', 'Submitted')).toBe(true);
    expect(canMoveHeaderChange('Rejected', 'Submitted')).toBe(true);
    expect(canMoveHeaderChange('Submitted', 'Approved')).toBe(true);
    expect(canMoveHeaderChange('Saved', 'Approved')).toBe(false);
    expect(canMoveHeaderChange('Approved', 'Rejected')).toBe(false);
  });
});

describe('results helpers', () => {
  it('formats durations and names the result file with the date', () => {
    expect(formatRunDuration(45)).toBe('45s');
    expect(formatRunDuration(125)).toBe('2m 05s');
    expect(formatRunDuration(3725)).toBe('1h 02m 05s');
    expect(resultFileName('Validator Results', new Date('2026-11-24T10:00:00Z'))).toBe(
      'ValidatorResults_2026-11-24.xlsx',
    );
  });
});

describe('DMU', () => {
  it('needs system fields for Mapped only', () => {
    const base = { systemId: 1, agrcFieldIds: [1], systemFieldIds: [3], status: 'Mapped' as const };
    expect(validateDmuMapping(base)).toBeNull();
    expect(validateDmuMapping({ ...base, systemFieldIds: [] })?.message).toBe(M.systemFieldsRequired);
    expect(validateDmuMapping({ ...base, status: 'Not Expected' })?.message).toBe(M.systemFieldsNotAllowed);
    expect(validateDmuMapping({ ...base, agrcFieldIds: [] })?.field).toBe('agrcFieldIds');
    expect(validateDmuMapping({ ...base, status: null })?.message).toBe('Status is required.');
  });
  it('counts the dashboard from each AGRC field status', () => {
    const statuses = new Map<number, DmuMappingStatus>([
      [1, 'Mapped'],
      [2, 'Mapped'],
      [3, 'Not Available'],
      [4, 'Not Expected'],
      [5, 'Unmapped'],
    ]);
    expect(dmuDashboardCounts(statuses, 8, 20, 2)).toEqual({
      totalAgrcFields: 8,
      totalSystemFields: 20,
      mappedAgrcSystemFields: 2,
      agrcFieldsNotAvailable: 1,
      notRequiredNotExpected: 1,
      unmappedAgrcFieldsToSystemFields: 4,
      totalMappedAgrcFields: 4,
      groupMapped: 2,
    });
  });
  const groups = [
    {
      id: 1,
      name: 'Borrower',
      children: [
        { id: 10, name: 'Name' },
        { id: 11, name: 'SSN' },
      ],
    },
    { id: 2, name: 'Loan', children: [{ id: 20, name: 'Amount' }] },
  ];
  it('keeps picks within one group and asks before switching groups', () => {
    expect(pickSingleGroup(groups, [], 10)).toEqual({ kind: 'picked', selected: [10] });
    expect(pickSingleGroup(groups, [10], 11)).toEqual({ kind: 'picked', selected: [10, 11] });
    expect(pickSingleGroup(groups, [10, 11], 10)).toEqual({ kind: 'picked', selected: [11] });
    expect(pickSingleGroup(groups, [10, 11], 20)).toEqual({ kind: 'confirm', selected: [20] });
    expect(M.singleGroup).toBe(
      'You can only select items from one group. Previous selections will be lost. Are you sure you want to continue?',
    );
  });
  it('opens a parent with selections, during a search, or when it is the only one', () => {
    expect(parentExpanded(groups[0], [10], false, 2)).toBe(true);
    expect(parentExpanded(groups[1], [10], false, 2)).toBe(false);
    expect(parentExpanded(groups[1], [], true, 2)).toBe(true);
    expect(parentExpanded(groups[1], [], false, 1)).toBe(true);
  });
});
