// The shop's i18n runtime: Lingui's one `i18n` (a Module Federation singleton, like shared-ui itself, so the shell
// and every remote read the same active language), English compiled from the code's own messages as they are read, Nepali only on a Nepali page (a chunk of
// its own). Messages are written in the code as `i18n._({ id, message })` (or `/*i18n*/ { id, message }` when
// defined apart from where they are read), which `lingui extract` finds without a macro: the build compiles
// TypeScript with ts-loader, no Babel (docs/decisions/0060-the-shop-in-nepali.md).
import { i18n, type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileEnglish } from './english';
import type { Language } from './language';

i18n.setMessagesCompiler(compileEnglish);
i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };

/**
 * A language's compiled catalog: English has none to load (its messages are the code's, compiled as they are read:
 * english.ts); Nepali comes in a chunk of its own.
 */
export async function catalogOf(language: Language): Promise<Messages> {
  if (language === 'en') return {};
  const { messages } = await import(/* webpackChunkName: "catalog-ne" */ './locales/ne/messages');
  return messages;
}

/** Makes `language` the shop's (the browser's one i18n): its catalog is loaded first when it is not yet. */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  i18n.loadAndActivate({ locale: language, messages: await catalogOf(language) });
}

/** The language `instance` speaks. */
export function languageOf(instance: I18n): Language {
  return instance.locale === 'ne' ? 'ne' : 'en';
}

const instances = new Map<Language, Promise<I18n>>();

/**
 * An i18n of its own for `language`, for the server's renders: pages in both languages are rendered at once there,
 * so each render is given its language's instance (LanguageProvider) rather than switching the one the browser uses.
 */
export function i18nFor(language: Language): Promise<I18n> {
  let made = instances.get(language);
  if (!made) {
    made = catalogOf(language).then((messages) =>
      setupI18n({ locale: language, messages: { [language]: messages } }).setMessagesCompiler(compileEnglish),
    );
    instances.set(language, made);
  }
  return made;
}
