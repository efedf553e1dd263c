import { describe, expect, it } from 'vitest';
import { foldForSearch, rankSuggestions } from './rank-suggestions.js';

const candidate = (value: string, aliases?: string[]) => ({ suggestion: { value, label: value }, aliases });

describe('foldForSearch', () => {
  it('drops case, accents and the letters NFKD keeps whole', () => {
    expect(foldForSearch('Łódź')).toBe('lodz');
    expect(foldForSearch('São Paulo')).toBe('sao paulo');
    expect(foldForSearch('Straße')).toBe('strasse');
    expect(foldForSearch('  Saint-Étienne ')).toBe('saint etienne');
  });
});

describe('rankSuggestions', () => {
  it('keeps the data order within a rank and drops repeated labels', () => {
    const found = rankSuggestions(
      [candidate('Newark'), candidate('New York'), candidate('York'), candidate('New York'), candidate('Bern')],
      'new',
    );
    expect(found.map((entry) => entry.value)).toEqual(['Newark', 'New York']);
  });

  it('finds a candidate by an alias but suggests its value', () => {
    expect(rankSuggestions([candidate('Köln', ['Cologne'])], 'colo')).toEqual([{ value: 'Köln', label: 'Köln' }]);
  });

  it('honours the limit', () => {
    expect(rankSuggestions([candidate('Aa'), candidate('Ab'), candidate('Ac')], 'a', 2)).toHaveLength(2);
  });
});
