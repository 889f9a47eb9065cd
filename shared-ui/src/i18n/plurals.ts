// Plurals without Intl. Lingui reads a compiled `{count, plural, one {…} other {…}}` with Intl.PluralRules, then
// formats the count with a new Intl.NumberFormat for a `#`, whether or not the message has one: building that first
// NumberFormat took 50 to 140 ms of a phone's main thread (4× CPU slowdown), on every page, for the navbar's
// 'Cart, 3 items'. English and Nepali have the same two plural forms (CLDR: `one` for exactly 1, `other` for the
// rest), and the shop writes its counts itself ({n}, formatCount), never with `#`: so a plural is a select on the
// count, whose `one` is the key '1', which Lingui reads with no Intl at all.
import type { Messages } from '@lingui/core';

function selectOf(token: unknown): unknown {
  if (!Array.isArray(token)) return token;
  const [name, type, choices] = token as [string, string?, Record<string, unknown[]>?];
  if ((type !== 'plural' && type !== 'select') || !choices) return token;
  const keyed: Record<string, unknown> = {};
  for (const key in choices)
    keyed[type === 'plural' && key === 'one' ? '1' : key] = choices[key].map(selectOf);
  return [name, 'select', keyed];
}

/** A compiled message whose plurals are selects on their count (see above). */
export function withSelectPlurals<T>(compiled: T): T {
  return (Array.isArray(compiled) ? compiled.map(selectOf) : compiled) as T;
}

/** A compiled catalog whose plurals are selects on their count. */
export function catalogWithSelectPlurals(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, compiled]) => [id, withSelectPlurals(compiled)]),
  ) as Messages;
}
