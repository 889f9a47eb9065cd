/** The words a search looks for: runs of letters and digits, lower-cased, at most this many. */
const SEARCH_WORDS_MAX = 8;

/** A search's first two tiers as tsqueries: every word whole, then every word as a prefix. */
export interface SearchPlan {
  exact: string;
  prefix: string;
}

/** The searched words as tsqueries; null when the text has no letters or digits. */
export function searchPlan(text: string): SearchPlan | null {
  // Only letters and digits reach the tsquery: its operators (& | ! : * ( ) < > ') can never come from the text.
  const words = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, SEARCH_WORDS_MAX);
  if (words.length === 0) return null;
  return {
    exact: words.join(' & '),
    prefix: words.map((word) => `${word}:*`).join(' & '),
  };
}
