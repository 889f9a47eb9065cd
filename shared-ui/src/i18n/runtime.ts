// The shop's i18n runtime: Lingui's one `i18n` (a Module Federation singleton, like shared-ui itself, so the shell
// and every remote read the same active language), English compiled from the code's own messages as they are read,
// Nepali only on a Nepali page, in parts: the frame's (`core`) before anything renders, and each page's with its
// code (`withCatalogPart`), so a page does not download the texts of every other. Messages are written in the code as
// `i18n._({ id, message })` (or `/*i18n*/ { id, message }` when defined apart from where they are read), which
// `lingui extract` finds without a macro: the build compiles TypeScript with ts-loader, no Babel
// (docs/decisions/0060-the-shop-in-nepali.md).
import { i18n, type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileEnglish } from './english';
import type { Language } from './language';
import { type CatalogPart, NEPALI_PARTS } from './locales/ne/parts';

i18n.setMessagesCompiler(compileEnglish);
i18n.loadAndActivate({ locale: 'en', messages: {} });

export { i18n };
export type { CatalogPart };

/**
 * A language's whole compiled catalog, for the server's renders (i18nFor): English has none to load (its messages
 * are the code's, compiled as they are read: english.ts); Nepali is every part of it at once. The browser's pages
 * load Nepali part by part instead (activateLanguage, withCatalogPart).
 */
export async function catalogOf(language: Language): Promise<Messages> {
  if (language === 'en') return {};
  const parts = await Promise.all(Object.values(NEPALI_PARTS).map((load) => load()));
  return Object.assign({}, ...parts.map(({ messages }) => messages)) as Messages;
}

/** The parts the pages shown so far need: the frame's, and each page's once its code is asked for. */
const wantedParts = new Set<CatalogPart>(['core']);
/** The parts loaded into the one i18n, or on their way; a part that failed is forgotten, to be asked again. */
const loadedParts = new Map<CatalogPart, Promise<void>>();

function loadPart(part: CatalogPart): Promise<void> {
  let loading = loadedParts.get(part);
  if (!loading) {
    // Lingui merges what it loads into the locale's messages; a copy, so no part's module object is written into.
    loading = NEPALI_PARTS[part]().then(({ messages }) => i18n.load('ne', { ...messages }));
    loading.catch(() => loadedParts.delete(part));
    loadedParts.set(part, loading);
  }
  return loading;
}

/**
 * Makes `language` the shop's (the browser's one i18n). Nepali's parts are loaded first: core and those of the pages
 * already opened.
 */
export async function activateLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  // A page asked for meanwhile is wanted too.
  for (let loaded = 0; language === 'ne' && loaded < wantedParts.size;) {
    loaded = wantedParts.size;
    await Promise.all([...wantedParts].map(loadPart));
  }
  i18n.activate(language);
}

/**
 * A page's code (`load`, its chunk's import) together with its parts of the Nepali catalog, fetched at the same time
 * on a Nepali page and none on an English one, so the page's first render already has its texts. The parts are
 * remembered: Nepali, activated later, loads them with core. A part that cannot be loaded leaves its texts in English
 * rather than the page unshown.
 */
export async function withCatalogPart<T>(
  parts: CatalogPart | readonly CatalogPart[],
  load: () => Promise<T>,
): Promise<T> {
  const list = typeof parts === 'string' ? [parts] : parts;
  for (const part of list) wantedParts.add(part);
  const texts =
    i18n.locale === 'ne'
      ? Promise.all(list.map(loadPart)).catch((error: unknown) =>
          console.error('[i18n] a part of the Nepali catalog could not be loaded', error),
        )
      : null;
  const [code] = await Promise.all([load(), texts]);
  return code;
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
