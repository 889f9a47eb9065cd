import { createContext, useContext, type ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { type Language } from './language';
import { i18n as shopI18n, languageOf } from './runtime';

/** The i18n of the page being rendered, when it is not the shop's one (the server renders both languages at once). */
const PageI18n = createContext<I18n | null>(null);

/**
 * Renders `children` in `i18n`'s language. The shop's components read it with `useI18n`, never with Lingui's React
 * bindings (`@lingui/react`), which the shop does without: its provider and hooks were 1.9 KB of gzip on every
 * page's first download, for a context this one already gives.
 */
export function LanguageProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <PageI18n.Provider value={i18n}>{children}</PageI18n.Provider>;
}

/**
 * The i18n a component writes its texts with (`i18n._({ id, message })`) and its language: the LanguageProvider's
 * above it (the server's render of one language), else the shop's one (the browser, tests).
 */
export function useI18n(): { i18n: I18n; language: Language } {
  const i18n = useContext(PageI18n) ?? shopI18n;
  return { i18n, language: languageOf(i18n) };
}
