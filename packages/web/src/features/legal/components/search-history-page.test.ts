import { encodeSearchKey } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { criteriaLine, nextCompareSelection } from './search-history-page';

describe('Search History', () => {
  it('shows a search’s criteria on one line', () => {
    expect(criteriaLine(encodeSearchKey({}, { Industry: 'Banking', Regulator: 'CFPB, OCC' }))).toBe(
      'Industry: Banking · Regulator: CFPB, OCC',
    );
  });

  it('keeps at most two searches ticked to compare, dropping the oldest', () => {
    expect(nextCompareSelection(['1', '2'], '3', true)).toEqual(['2', '3']);
    expect(nextCompareSelection(['1', '2'], '1', false)).toEqual(['2']);
    expect(nextCompareSelection(['1'], '1', true)).toEqual(['1']);
  });
});
