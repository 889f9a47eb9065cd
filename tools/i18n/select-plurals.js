// Plurals without Intl (docs/decisions/0062-a-nepali-page-within-homes-budget.md). Lingui reads a compiled
// `{count, plural, one {…} other {…}}` with Intl.PluralRules, then formats the count with a new Intl.NumberFormat
// for a `#`, whether or not the message has one: building that first NumberFormat took 50 to 140 ms of a phone's
// main thread (4× CPU slowdown), on every page, for the navbar's 'Cart, 3 items'. English and Nepali have the same
// two plural forms (CLDR: `one` for exactly 1, `other` for the rest), and the shop writes its counts itself ({n},
// formatCount), never with `#`: so a plural is a select on the count, whose `one` is the key '1', which Lingui reads
// with no Intl at all. `npm run i18n` writes the Nepali catalog so (catalogs.mjs); the browser's English compiler
// (shared-ui/src/i18n/english.ts) reads plurals so. select-plurals.test.mjs fails when Lingui changes either shape.

/**
 * Lingui's compiled tokens, with every plural (at any depth) a select on its count.
 * @template T
 * @param {T} tokens
 * @returns {T}
 */
function selectPlurals(tokens) {
  if (!Array.isArray(tokens)) return tokens;
  return /** @type {T} */ (tokens.map(selectPlural));
}

/** @param {unknown} token */
function selectPlural(token) {
  if (!Array.isArray(token)) return token;
  const [name, type, choices] = token;
  if ((type !== 'plural' && type !== 'select') || !choices) return token;
  /** @type {Record<string, unknown>} */
  const keyed = {};
  for (const key of Object.keys(choices))
    keyed[type === 'plural' && key === 'one' ? '1' : key] = selectPlurals(choices[key]);
  return [name, 'select', keyed];
}

module.exports = { selectPlurals };
