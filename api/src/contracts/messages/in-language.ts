// A message of the API in a language: the English is the code's own (api-messages.ts), any other language's comes
// from its compiled catalog (locales/<language>.json, `npm run i18n`), filled with the answer's `params`. The API
// answers with it (common/i18n), and the pages' chunk of the rules' Nepali shows the same words before anything is sent.
import type { Language } from '../rules/language';
import { messages as NEPALI } from '../locales/ne.compiled';
import { type ApiMessageId, englishOf, idOfEnglish, paramsOf } from './api-messages';
import { type CompiledCatalog, fillIn, type MessageParams } from './format';

/** The compiled catalog of each language other than English. */
export const API_CATALOGS: Readonly<Record<Exclude<Language, 'en'>, CompiledCatalog>> = { ne: NEPALI };

/** The message `id` in `language`, its values from `params`; English when the language's catalog lacks it. */
export function messageIn(language: Language, id: ApiMessageId, params?: MessageParams): string {
  const compiled = language === 'en' ? undefined : API_CATALOGS[language][id];
  return compiled === undefined ? englishOf(id, params) : fillIn(compiled, paramsOf(id, params), language);
}

/**
 * A message written in English (a contracts' constant a page checks a form with, an exception's text) in
 * `language`: by its id when it is one of the API's messages, else as it is (the admin's, a developer's).
 */
export function englishMessageIn(language: Language, english: string): string {
  const id = language === 'en' ? undefined : idOfEnglish(english);
  return id === undefined ? english : messageIn(language, id);
}
