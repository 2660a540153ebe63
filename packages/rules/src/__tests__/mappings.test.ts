import { describe, expect, it } from 'vitest';
import {
  MAPPING_TEXTS,
  matchesChangeSearch,
  sectionCompletenessMessage,
  sectionCompletenessMessages,
  validateCompanyPolicy,
  validateDoesNotApplyComment,
  validateLawScope,
  validateMappingBusinessLine,
  validateMappingIds,
  type SectionMappingState,
} from '../index.js';

const empty: SectionMappingState = {
  businessLines: [],
  products: [],
  institutionTypes: [],
  categories: [],
  processes: [],
  lawScopeId: null,
};
const line = (id: number, name: string) => ({ businessLineId: String(id), businessLineName: name });
const of = (id: number) => ({ businessLineId: id });

describe('sectionCompletenessMessage', () => {
  it('asks for a business line first', () => {
    expect(sectionCompletenessMessage(empty)).toBe('Please add Business Line');
  });

  it('names the missing items of every incomplete line, in mapping order and the spec’s item order', () => {
    const state = { ...empty, businessLines: [line(3, 'Credit Cards'), line(2, 'Consumer Lending')] };
    expect(sectionCompletenessMessages(state)).toEqual([
      'Please add Product, Institution Type, Category, Process for selected Business Line: Credit Cards',
      'Please add Product, Institution Type, Category, Process for selected Business Line: Consumer Lending',
    ]);
    const some = { ...state, products: [of(2)], categories: [of(2)], processes: [of(3)] };
    expect(sectionCompletenessMessages(some)).toEqual([
      'Please add Product, Institution Type, Category for selected Business Line: Credit Cards',
      'Please add Institution Type, Process for selected Business Line: Consumer Lending',
    ]);
    const secondDone = { ...some, institutionTypes: [of(2)], processes: [of(2), of(3)] };
    expect(sectionCompletenessMessages(secondDone)).toEqual([
      'Please add Product, Institution Type, Category for selected Business Line: Credit Cards',
    ]);
  });

  it('joins the messages one a line, so a single text still names every line', () => {
    const state = { ...empty, businessLines: [line(3, 'Credit Cards'), line(2, 'Consumer Lending')] };
    expect(sectionCompletenessMessage(state)).toBe(
      'Please add Product, Institution Type, Category, Process for selected Business Line: Credit Cards\n' +
        'Please add Product, Institution Type, Category, Process for selected Business Line: Consumer Lending',
    );
    expect(sectionCompletenessMessages(empty)).toEqual(['Please add Business Line']);
  });

  it('asks for a law scope when every line is complete, then says nothing', () => {
    const complete = {
      ...empty,
      businessLines: [line(2, 'Consumer Lending')],
      products: [of(2)],
      institutionTypes: [of(2)],
      categories: [of(2)],
      processes: [of(2)],
    };
    expect(sectionCompletenessMessage(complete)).toBe('Please add Law Scope');
    expect(sectionCompletenessMessage({ ...complete, lawScopeId: 0 })).toBe('Please add Law Scope');
    expect(sectionCompletenessMessage({ ...complete, lawScopeId: '1' })).toBe('');
    expect(sectionCompletenessMessages({ ...complete, lawScopeId: '1' })).toEqual([]);
  });
});

describe('mapping and change-in-law validation', () => {
  it('checks ids, the business line and the law scope', () => {
    expect(validateMappingIds('productIds', ['1', 2])).toBeNull();
    expect(validateMappingIds('productIds', ['1', 'x'])).toEqual({
      field: 'productIds',
      message: 'productIds must be a positive whole number.',
    });
    expect(validateMappingBusinessLine('Select')).toEqual({
      field: 'businessLineId',
      message: 'Please Select Business Line First',
    });
    expect(validateLawScope(null)).toEqual({ field: 'lawScopeId', message: 'Please add Law Scope' });
    expect(validateLawScope('3')).toBeNull();
  });

  it('requires a comment for Does Not Apply and a policy note for the policy acceptance', () => {
    expect(validateDoesNotApplyComment('   ')).toEqual({
      field: 'comment',
      message: 'The comment needs to be entered',
    });
    expect(validateDoesNotApplyComment('Not our business.')).toBeNull();
    expect(validateCompanyPolicy('')).toEqual({
      field: 'companyPolicy',
      message: MAPPING_TEXTS.policyRequired,
    });
    expect(validateCompanyPolicy('x'.repeat(4001))?.message).toBe(
      'The text must be at most 4000 characters.',
    );
  });

  it('searches numbers and texts, case-insensitively', () => {
    const row = {
      oldNumber: 'REGZ_006',
      newNumber: 'REGZ_006',
      oldText: 'Deliver the Loan Estimate',
      newText: null,
    };
    expect(matchesChangeSearch(row, 'loan estimate')).toBe(true);
    expect(matchesChangeSearch(row, 'regz_006')).toBe(true);
    expect(matchesChangeSearch(row, 'closing')).toBe(false);
    expect(matchesChangeSearch(row, '  ')).toBe(true);
  });
});
