import { describe, expect, it } from 'vitest';
import { allChecked, matchesSearch, toggleAllVisible, toggleChecked } from './checklist';

const items = [
  { id: '1', name: 'Consumer Financial Protection Bureau' },
  { id: '2', name: 'Office of the Comptroller of the Currency' },
  { id: '3', name: 'Federal Trade Commission' },
];

describe('the pickers’ rules', () => {
  it('searches case-insensitively anywhere in the name', () => {
    expect(matchesSearch('Federal Trade Commission', 'trade')).toBe(true);
    expect(matchesSearch('Federal Trade Commission', '  ')).toBe(true);
    expect(matchesSearch('Federal Trade Commission', 'bureau')).toBe(false);
  });

  it('turns Select All on only when every visible item is checked', () => {
    expect(allChecked(items, new Set(['1', '2']))).toBe(false);
    expect(allChecked(items, new Set(['1', '2', '3']))).toBe(true);
    // A search recalculates it over what is left visible.
    expect(
      allChecked(
        items.filter((item) => matchesSearch(item.name, 'o')),
        new Set(['1', '2', '3']),
      ),
    ).toBe(true);
    expect(allChecked([], new Set(['1']))).toBe(false);
  });

  it('Select All checks the visible items, or unchecks them when all are checked', () => {
    const visible = items.slice(0, 2);
    expect([...toggleAllVisible(new Set(['3']), visible)].sort()).toEqual(['1', '2', '3']);
    expect([...toggleAllVisible(new Set(['1', '2', '3']), visible)]).toEqual(['3']);
  });

  it('in single-select, choosing one unchecks the others', () => {
    expect([...toggleChecked(new Set(['1', '2']), '3', { single: true })]).toEqual(['3']);
    expect([...toggleChecked(new Set(['1', '2']), '3')].sort()).toEqual(['1', '2', '3']);
    expect([...toggleChecked(new Set(['1', '2']), '2')]).toEqual(['1']);
  });
});
