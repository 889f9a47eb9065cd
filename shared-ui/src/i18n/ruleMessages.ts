// The API's messages that the pages show, in the page's language: a contracts' message a page shows of its own (a
// form's check before anything is sent, a toast of the checkout's, an empty list's line), and a refusal the API
// answered, said by its code and params (docs/api.md). The contracts keep them in English, word for word as the spec
// says them; their Nepali is the API's own catalog by code (contracts/locales/ne.json), so a Nepali page shows the
// same Nepali the API answers with. What the API says comes in the page's language already (baseApi sends
// Accept-Language); said by its code, it reads the same.
// That catalog is a chunk of its own (a few KB of gzip), downloaded the first time a component that may show such a
// message is rendered on a Nepali page: a form, a toast, a list that can be empty. Home shows none, in either
// language (issue 43: a Nepali page's first load stays within home's budget).
import { useSyncExternalStore } from 'react';
import type { MessageParams } from '@pashmina/contracts';
import type { Language } from './language';
import { useI18n } from './useI18n';

/**
 * A message a page shows: one of the contracts' English messages (PHONE_MESSAGE), or a refusal the API answered, by
 * its code and params with the server's message beside them (errorRefusal).
 */
export type RuleMessage = string | { code: string; params?: MessageParams; message: string };

type NepaliCatalog = typeof import('./nepaliRuleMessages');

let nepali: NepaliCatalog | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Downloads the Nepali of the contracts' messages, once; the components showing one render again when it is here. */
export function loadNepaliRuleMessages(): Promise<void> {
  loading ??= import(/* webpackChunkName: "rule-messages-ne" */ './nepaliRuleMessages').then(
    (catalog) => {
      nepali = catalog;
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      // Shown in English meanwhile; the next component to ask tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loaded = () => nepali !== undefined;

/**
 * `message` in `language`: a refusal by its code and params, a contracts' message by its id, once the catalog is
 * here; else as it came (English, or the API's words, already in the page's language).
 */
export const ruleMessageIn = (language: Language, message: RuleMessage): string =>
  language === 'ne' && nepali
    ? nepali.inNepali(message)
    : typeof message === 'string'
      ? message
      : message.message;

/**
 * The API's messages in the page's language, for a component that shows them: on a Nepali page, asking for it
 * starts the download of their Nepali (in English until it is here, a moment on a first form or toast).
 */
export function useRuleMessage(): (message: RuleMessage) => string {
  const { language } = useI18n();
  useSyncExternalStore(subscribe, loaded, loaded);
  if (language === 'ne' && !nepali) void loadNepaliRuleMessages().catch(() => undefined);
  return (message) => ruleMessageIn(language, message);
}
