import type { SearchCondition } from './products.repository';

/** The words a search looks for: runs of letters and digits, lower-cased, at most this many. */
const SEARCH_WORDS_MAX = 8;

/** A search's first two tiers as tsqueries: every word whole, then every word as a prefix. */
export interface SearchPlan {
  exact: string;
  prefix: string;
}

/**
 * A word: letters, digits and the marks that belong to letters. Devanagari writes its vowel signs and the virama as
 * marks ('पश्मिना' is प श ् म ि न ा): without them a Nepali word would fall apart into pieces no name has.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The searched words as tsqueries; null when the text has no letters or digits. */
export function searchPlan(text: string): SearchPlan | null {
  // Only letters, marks and digits reach the tsquery: its operators (& | ! : * ( ) < > ') can never come from the text.
  const words = [...new Set(text.toLowerCase().match(WORD) ?? [])].slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return null;
  return {
    exact: words.join(' & '),
    prefix: words.map((word) => `${word}:*`).join(' & '),
  };
}

/** One tier of a search's answer: which names it matches, and how many products. */
export interface SearchTier {
  search: SearchCondition;
  count: number;
}

/**
 * The tiers a page of a search is taken from, in order. By relevance: the names with every word whole, then those
 * with every word only as a prefix, then, when there are typo corrections, those only the corrections match. Any
 * other sort orders every match alike: one tier. `counts`: the matches of each tier (whole, prefix only, typo only).
 */
export function searchTiers(
  plan: SearchPlan,
  typo: string | null,
  counts: readonly [number, number, number],
  byRelevance: boolean,
): SearchTier[] {
  if (!byRelevance)
    return [
      {
        search: { match: typo ? `(${plan.prefix}) | (${typo})` : plan.prefix },
        count: counts[0] + counts[1] + counts[2],
      },
    ];
  return [
    { search: { match: plan.exact }, count: counts[0] },
    { search: { match: plan.prefix, not: plan.exact }, count: counts[1] },
    ...(typo ? [{ search: { match: typo, not: plan.prefix }, count: counts[2] }] : []),
  ];
}
