// The shop's two languages (docs/rules.md, Languages): English at today's URLs, Nepali under /ne. The API answers in
// the language a request's Accept-Language asks for, and an account keeps the one its customer last ordered or asked
// for a reset in, for its e-mails.

export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];
/** What crawlers, first visits and requests that name neither language get. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Where the Nepali pages live: under /ne, each at its English path ('/ne', '/ne/WomenProduct'). */
export const NEPALI_PATH_PREFIX = '/ne';

/** A page's path in a language: '/WomenProduct' → '/ne/WomenProduct' in Nepali, and the home '/' → '/ne'. */
export function pathIn(language: Language, path: string): string {
  if (language === 'en') return path;
  return path === '/' ? NEPALI_PATH_PREFIX : `${NEPALI_PATH_PREFIX}${path}`;
}

/** How much of an Accept-Language header is read: a browser's is well under this, and nothing reads an unbounded one. */
const ACCEPT_LANGUAGE_MAX = 1000;

/**
 * The language an Accept-Language header asks for, of the shop's two: the one with the highest weight among its
 * entries that name English or Nepali ('ne', 'ne-NP', 'en-GB', …; '*' is English), the first listed on a tie, and
 * English when none does. So 'ne', 'ne-NP' and 'ne-NP,ne;q=0.9,en;q=0.8' are Nepali, and 'en-US,ne;q=0.5' English.
 */
export function languageOfAcceptLanguage(header: string | readonly string[] | undefined | null): Language {
  const text = (
    Array.isArray(header) ? header.join(',') : ((header as string | undefined | null) ?? '')
  ).slice(0, ACCEPT_LANGUAGE_MAX);
  let best: Language = DEFAULT_LANGUAGE;
  let bestWeight = 0;
  for (const entry of text.split(',')) {
    const [range, ...parameters] = entry.split(';');
    const tag = range.trim().toLowerCase();
    const primary = tag.split('-')[0];
    const language: Language | undefined =
      primary === 'ne' ? 'ne' : primary === 'en' || tag === '*' ? 'en' : undefined;
    if (!language) continue;
    const weight = weightOf(parameters);
    if (weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}

/** 'q=0.8' → 0.8; no q is 1; a q that is not a number from 0 to 1 is 0 (the entry is ignored). */
function weightOf(parameters: readonly string[]): number {
  const q = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter));
  if (q === undefined) return 1;
  const value = q.slice(2).trim();
  if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return 0;
  return Number(value);
}
