import { describe, expect, it } from 'vitest';
import {
  excelFileName,
  firstPlusCount,
  industryAssignmentMessage,
  isChosen,
  isOmniaUser,
  isPositiveId,
  MESSAGES,
  parentSectionsFirst,
  subSectionIndentPx,
  validateBusinessLineChosen,
  validateCategoryFilter,
  validateIdList,
  validateIds,
  validateLawFilter,
  validateSubmitSelection,
} from '../index.js';

describe('the law filter: industry and business line first, then a business process where required', () => {
  it('accepts an industry and a business line', () => {
    expect(validateLawFilter({ industryId: '1', businessLineId: 2 })).toBeNull();
  });

  it("asks for both, naming the one that is missing: 'Select Industry and Business Line First (Required!)'", () => {
    expect(validateLawFilter({ industryId: null, businessLineId: null })).toEqual({
      field: 'industryId',
      message: 'Select Industry and Business Line First (Required!)',
    });
    expect(validateLawFilter({ industryId: '1', businessLineId: '' })).toEqual({
      field: 'businessLineId',
      message: 'Select Industry and Business Line First (Required!)',
    });
  });

  it("treats the pickers' placeholder and 0 as nothing chosen", () => {
    expect(isChosen('Select')).toBe(false);
    expect(isChosen('0')).toBe(false);
    expect(isChosen(' ')).toBe(false);
    expect(validateLawFilter({ industryId: 'Select', businessLineId: '3' })?.field).toBe('industryId');
  });

  it("asks only for the industry where no business line is shown: 'Select Industry First'", () => {
    expect(
      validateLawFilter({ industryId: undefined, businessLineId: undefined }, { businessLineShown: false }),
    ).toEqual({
      field: 'industryId',
      message: 'Select Industry First',
    });
    expect(
      validateLawFilter({ industryId: '1', businessLineId: null }, { businessLineShown: false }),
    ).toBeNull();
  });

  it("then for a company business process where the screen requires one: 'Please Select Company Business Processes'", () => {
    const filter = { industryId: '1', businessLineId: '2', businessProcessIds: [] };
    expect(validateLawFilter(filter, { businessProcessesRequired: true })).toEqual({
      field: 'businessProcessIds',
      message: 'Please Select Company Business Processes',
    });
    expect(
      validateLawFilter(
        { ...filter, businessProcessIds: ['Select', '7'] },
        { businessProcessesRequired: true },
      ),
    ).toBeNull();
    expect(validateLawFilter(filter)).toBeNull();
  });

  it("needs a business line first: 'Please Select Business Line First'", () => {
    expect(validateBusinessLineChosen(null)).toEqual({
      field: 'businessLineId',
      message: 'Please Select Business Line First',
    });
    expect(validateBusinessLineChosen('5')).toBeNull();
  });

  it('checks a submit in order: industry, then business line', () => {
    expect(validateSubmitSelection({ industryId: '', businessLineId: '' })).toEqual({
      field: 'industryId',
      message: 'Please select Industry before submitting',
    });
    expect(validateSubmitSelection({ industryId: '1', businessLineId: '' })).toEqual({
      field: 'businessLineId',
      message: 'Please select Business Line before submitting (Required)',
    });
    expect(validateSubmitSelection({ industryId: '1', businessLineId: '2' })).toBeNull();
  });

  it("needs both lists for the Category search: 'Please Select the Industry and Business Line first'", () => {
    expect(validateCategoryFilter({ industryIds: [], businessLineIds: ['2'] })).toEqual({
      field: 'industryIds',
      message: 'Please Select the Industry and Business Line first',
    });
    expect(validateCategoryFilter({ industryIds: ['1'], businessLineIds: ['Select'] })?.field).toBe(
      'businessLineIds',
    );
    expect(validateCategoryFilter({ industryIds: ['1'], businessLineIds: ['2'] })).toBeNull();
  });
});

describe('ids', () => {
  it('are whole numbers from 1 to 2147483647', () => {
    expect(['1', 2147483647, ' 42 '].every(isPositiveId)).toBe(true);
    expect(
      ['0', '-1', '1.5', 'abc', '2147483648', '', null, undefined, '12345678901'].some(isPositiveId),
    ).toBe(false);
  });

  it('name the first field that is not one', () => {
    expect(validateIds({ lawId: '1', sectionId: 'x', lawDetailId: '' })).toEqual({
      field: 'sectionId',
      message: 'sectionId must be a positive whole number.',
    });
    expect(validateIdList('regulatorIds', ['1', '2'])).toBeNull();
    expect(validateIdList('regulatorIds', ['1', 'two'])).toEqual({
      field: 'regulatorIds',
      message: 'regulatorIds must be a positive whole number.',
    });
  });
});

describe('assignments and roles', () => {
  it('tell a user without an industry to contact the administrator', () => {
    expect(industryAssignmentMessage([])).toBe(
      'You are not assigned to an industry. Please contact site administrator!',
    );
    expect(industryAssignmentMessage([{ id: '1' }])).toBeNull();
    expect(MESSAGES.noIndustry).toBe(industryAssignmentMessage([]));
  });

  it('give the provider-type role the whole regulator catalogue (isOmnia)', () => {
    expect(isOmniaUser(['Lexbridge Super Admin', 'provider staff'])).toBe(true);
    expect(isOmniaUser(['Legal Staff'])).toBe(false);
  });
});

describe('law text views', () => {
  it("list 'Parent' sections first and keep the others' order", () => {
    const sections = [
      { id: 1, status: 'Active' },
      { id: 2, status: 'Combined' },
      { id: 3, status: 'parent' },
      { id: 4, status: null },
    ];
    expect(parentSectionsFirst(sections, (section) => section.status).map((section) => section.id)).toEqual([
      3, 1, 2, 4,
    ]);
  });

  it('indent a sub-section 28px when its third character is a digit 1-9, else 3px', () => {
    expect(subSectionIndentPx('(a)(1) text')).toBe(3);
    expect(subSectionIndentPx('ab1 text')).toBe(28);
    expect(subSectionIndentPx('ab0 text')).toBe(3);
    expect(subSectionIndentPx('ab9')).toBe(28);
    expect(subSectionIndentPx('')).toBe(3);
    expect(subSectionIndentPx(null)).toBe(3);
  });

  it("show the first name plus '+N'", () => {
    expect(firstPlusCount([])).toBe('');
    expect(firstPlusCount(['Adverse Action'])).toBe('Adverse Action');
    expect(firstPlusCount(['Adverse Action', 'Fair Lending', 'Record Retention'])).toBe('Adverse Action +2');
  });

  it('name Excel files after the report, suffixed with the date', () => {
    expect(excelFileName('Regulator Summary', new Date('2026-05-04T10:00:00Z'))).toBe(
      'Regulator Summary_2026-05-04',
    );
    expect(excelFileName('  ', new Date('2026-05-04T10:00:00Z'))).toBe('Report_2026-05-04');
  });
});
