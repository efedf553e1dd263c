import { MAX_ADDRESS_SUGGESTIONS, type AddressSuggestion } from './address-suggestion.js';

/** Case and accents do not matter when completing a place name: 'lodz' finds 'Łódź', 'sao' finds 'São Paulo'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[\s'’.-]+/g, ' ')
    .trim();
}

interface Candidate {
  suggestion: AddressSuggestion;
  /** Extra texts that find it too (a country's code, a city's local name). */
  aliases?: readonly string[];
}

function score(query: string, texts: readonly string[]): number | undefined {
  let best: number | undefined;
  for (const text of texts) {
    const folded = foldForSearch(text);
    const rank = folded === query ? 0 : folded.startsWith(query) ? 1 : folded.includes(` ${query}`) ? 2 : undefined;
    if (rank !== undefined && (best === undefined || rank < best)) best = rank;
  }
  return best;
}

/**
 * The candidates matching what was typed, best first: an exact name, then names starting with it, then names with a
 * word starting with it; within a rank the data's own order (largest city first) holds. A blank query matches nothing.
 */
export function rankSuggestions(
  candidates: Iterable<Candidate>,
  query: string,
  limit = MAX_ADDRESS_SUGGESTIONS,
): AddressSuggestion[] {
  const folded = foldForSearch(query);
  if (folded === '') return [];
  const ranked: Array<{ rank: number; order: number; suggestion: AddressSuggestion }> = [];
  let order = 0;
  for (const candidate of candidates) {
    const rank = score(folded, [candidate.suggestion.value, ...(candidate.aliases ?? [])]);
    if (rank !== undefined) ranked.push({ rank, order, suggestion: candidate.suggestion });
    order++;
  }
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  const seen = new Set<string>();
  const unique: AddressSuggestion[] = [];
  for (const { suggestion } of ranked) {
    if (seen.has(suggestion.label)) continue;
    seen.add(suggestion.label);
    unique.push(suggestion);
    if (unique.length >= limit) break;
  }
  return unique;
}
