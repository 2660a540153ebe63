import { describe, expect, it } from 'vitest';
import {
  canEnterLegalStep,
  CHANGE_SPECIAL_CHARACTERS,
  fetchesInboxCounts,
  isAdminRole,
  isStrongPassword,
  naturalCompare,
  naturalSort,
  passwordChecklist,
  romanValue,
} from '../index.js';

describe('naturalCompare', () => {
  it('orders numbers by value and ignores case', () => {
    const names = ['Section 10', 'section 2', 'Section 1', 'Section 1a'];
    expect(naturalSort(names, (name) => name)).toEqual([
      'Section 1',
      'Section 1a',
      'section 2',
      'Section 10',
    ]);
  });
  it('orders Roman numerals by value', () => {
    const titles = ['Title X', 'Title IX', 'Title II', 'Title iv'];
    expect(naturalSort(titles, (title) => title)).toEqual(['Title II', 'Title iv', 'Title IX', 'Title X']);
    expect(romanValue('XLII')).toBe(42);
    expect(romanValue('Section')).toBeNull();
  });
  it('is consistent for equal strings', () => {
    expect(naturalCompare('A', 'A')).toBe(0);
  });
});

describe('passwords', () => {
  it('lists every rule of the reset checklist', () => {
    const checks = passwordChecklist('abc', '');
    expect(checks.map((check) => check.id)).toEqual([
      'length',
      'upper',
      'lower',
      'digit',
      'special',
      'match',
    ]);
    expect(checks.filter((check) => check.ok).map((check) => check.id)).toEqual(['lower']);
  });
  it('accepts a strong matching password', () => {
    expect(isStrongPassword('Demo#2026x', 'Demo#2026x')).toBe(true);
    expect(isStrongPassword('Demo;2026x', 'Demo;2026x')).toBe(true);
    expect(isStrongPassword('Demo;2026x', 'Demo;2026x', CHANGE_SPECIAL_CHARACTERS)).toBe(false);
  });
});

describe('roles', () => {
  it('recognises any admin-type role, case-insensitively', () => {
    expect(isAdminRole(['lexbridge super admin'])).toBe(true);
    expect(isAdminRole(['Legal Staff'])).toBe(false);
  });
  it('skips inbox counts for provider staff', () => {
    expect(fetchesInboxCounts(['Provider Staff'])).toBe(false);
    expect(fetchesInboxCounts(['Legal Staff'])).toBe(true);
  });
});

describe('legal workflow gating', () => {
  it('follows the tab index rules', () => {
    expect(canEnterLegalStep('defineBusinessRequirements', { tabIndex: 0, requirementCount: 0 })).toBe(true);
    expect(canEnterLegalStep('mapLawToBusinessProcesses', { tabIndex: 5, requirementCount: 0 })).toBe(false);
    expect(canEnterLegalStep('mapLawToBusinessProcesses', { tabIndex: 5, requirementCount: 2 })).toBe(true);
    expect(canEnterLegalStep('approveBusinessRequirements', { tabIndex: 5, requirementCount: 2 })).toBe(
      false,
    );
    expect(canEnterLegalStep('approveBusinessRequirements', { tabIndex: 6, requirementCount: 2 })).toBe(true);
  });
});
