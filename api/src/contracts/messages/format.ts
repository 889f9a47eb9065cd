// Fills a message of a catalog with its values, in a language. The catalogs are ICU messages compiled by Lingui's
// message compiler (`npm run i18n`, tools/i18n/api-catalogs.mjs): a list of texts and placeholders, `['name']`,
// `['total', 'number', 'rupees']`, `['kind', 'select', { approved: [...], other: [...] }]`. The shop's catalogs use no
// more of ICU than that, so this reads them without Lingui's runtime (the contracts import nothing): the API, the
// e-mails and the pages' chunk of the rules' Nepali all fill messages here.
import type { Language } from '../rules/language';
import { formatAmount, formatCount, toDevanagariDigits } from '../rules/nepali-numbers';

/** The values a message carries (an error's `params`): names as written, counts and amounts as numbers. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** One part of a compiled message: a text, or a placeholder with its type and style or choices. */
export type CompiledPart = string | readonly [name: string, type?: string, format?: unknown];
/** A message as Lingui's compiler writes it. */
export type CompiledMessage = string | readonly CompiledPart[];
/** A compiled catalog: message id → compiled message. */
export type CompiledCatalog<Id extends string = string> = Readonly<Record<Id, CompiledMessage>>;

/** A value as the language writes it: a count in its digits, an amount in रु or Rs., an order number's digits alone. */
function valueIn(
  value: string | number,
  type: string | undefined,
  style: unknown,
  language: Language,
): string {
  if (typeof value !== 'number') return value;
  if (type === 'number' && style === 'rupees') return formatAmount(value, language);
  if (type === 'number' && style === 'digits')
    return language === 'ne' ? toDevanagariDigits(value) : String(value);
  return formatCount(value, language);
}

/**
 * The message's parts with its values filled in: texts, and what `params` gives where a value is not text (an
 * e-mail's link, a React element), in order. A placeholder without its value stays `{name}`, so a missing value
 * shows rather than vanishes.
 */
export function fillParts<T>(
  message: CompiledMessage,
  params: Readonly<Record<string, string | number | T>>,
  language: Language,
): (string | T)[] {
  if (typeof message === 'string') return [message];
  const parts: (string | T)[] = [];
  for (const part of message) {
    if (typeof part === 'string') {
      parts.push(part);
      continue;
    }
    const [name, type, format] = part;
    const value = params[name];
    if (type === 'select' || type === 'plural') {
      const choices = format as Record<string, CompiledMessage>;
      const key = type === 'plural' && value === 1 ? 'one' : String(value);
      parts.push(
        ...fillParts(choices[key] ?? choices[`=${String(value)}`] ?? choices.other ?? '', params, language),
      );
    } else if (value === undefined) parts.push(`{${name}}`);
    else if (typeof value === 'string' || typeof value === 'number')
      parts.push(valueIn(value, type, format, language));
    else parts.push(value);
  }
  return parts;
}

/** The message as one text, its values filled in. */
export const fillIn = (message: CompiledMessage, params: MessageParams, language: Language): string =>
  fillParts<never>(message, params, language).join('');

/** The placeholders a compiled message names, in its choices too: what a translation must keep. */
export function placeholdersOf(message: CompiledMessage): Set<string> {
  const found = new Set<string>();
  if (typeof message === 'string') return found;
  for (const part of message) {
    if (typeof part === 'string') continue;
    const [name, type, format] = part;
    found.add(name);
    if (type === 'select' || type === 'plural')
      for (const choice of Object.values(format as Record<string, CompiledMessage>))
        placeholdersOf(choice).forEach((inner) => found.add(inner));
  }
  return found;
}
