// The e-mails' words in each language (docs/api.md, The catalogs): one catalog a language by message id
// (locales/<language>.json, compiled by `npm run i18n` with Lingui's compiler), filled with the e-mail's values. Each
// template is one for every language and asks here for its texts. The shop's own e-mails (`shop.*`: the new order's
// alert, a return requested) are English only, as the rules say, so only the English catalog has them.
import { Fragment, type ReactNode } from 'react';
import {
  CASH_ROUNDING_LABEL,
  type CompiledCatalog,
  type CompiledMessage,
  DELIVERY_FREE_LABEL,
  DELIVERY_LINE_LABEL,
  discountLabel,
  fillIn,
  fillParts,
  type Language,
  type MessageParams,
} from '../contracts';
import { type MessageId as EnglishId, messages as ENGLISH } from './locales/en.compiled';
import { messages as NEPALI } from './locales/ne.compiled';

/**
 * Words an order's summary shares with the pages (the cart's and the orders' lines): their English is the contracts',
 * written once there; the other languages have them in their catalogs.
 */
const ENGLISH_OF_CONTRACTS = {
  'summary.discount': (params: MessageParams) => discountLabel(String(params.code)),
  'summary.delivery': () => DELIVERY_LINE_LABEL,
  'summary.free': () => DELIVERY_FREE_LABEL,
  'summary.rounding': () => CASH_ROUNDING_LABEL,
} as const;

/** An id of the e-mails' texts. */
export type EmailTextId = EnglishId | keyof typeof ENGLISH_OF_CONTRACTS;

/** Each language's catalog; a text it lacks (the shop's own) is said in English. */
export const EMAIL_CATALOGS = { en: ENGLISH, ne: NEPALI } as const;
export { ENGLISH_OF_CONTRACTS };

/** A value of a text: what the catalogs write in, or an element (a link) put in its place. */
type Value = string | number | ReactNode;

/** The compiled text of `id` in `language`, and the language it is in: the language's own, else the English. */
function find(id: EmailTextId, language: Language): { compiled?: CompiledMessage; in: Language } {
  const own = (EMAIL_CATALOGS[language] as CompiledCatalog)[id];
  return own !== undefined
    ? { compiled: own, in: language }
    : { compiled: (ENGLISH as CompiledCatalog)[id], in: 'en' };
}

/** The e-mails' texts in `language`: `text` for plain words (a subject, a label), `rich` where a value is a link. */
export function emailTexts(language: Language) {
  return {
    text(id: EmailTextId, params: MessageParams = {}): string {
      const { compiled, in: written } = find(id, language);
      if (compiled !== undefined) return fillIn(compiled, params, written);
      return ENGLISH_OF_CONTRACTS[id as keyof typeof ENGLISH_OF_CONTRACTS](params);
    },
    rich(id: EmailTextId, params: Readonly<Record<string, Value>>): ReactNode {
      const { compiled = [], in: written } = find(id, language);
      return fillParts<ReactNode>(compiled, params, written).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ));
    },
  };
}

/** The e-mail texts of a payload's language: a customer's e-mail to a Nepali account is Nepali, the rest English. */
export const textsOf = (payload: { language?: Language }) => emailTexts(payload.language ?? 'en');
