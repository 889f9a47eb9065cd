import { useContext } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { type Language } from './language';
import { i18n as shopI18n, languageOf } from './runtime';

/**
 * The i18n a component writes its texts with (`i18n._({ id, message })`) and its language: the one an
 * I18nProvider above gives (the server's render of one language), else the shop's one (the browser, tests).
 */
export function useI18n(): { i18n: I18n; language: Language } {
  const context = useContext(LinguiContext);
  const i18n = context?.i18n ?? shopI18n;
  return { i18n, language: languageOf(i18n) };
}
