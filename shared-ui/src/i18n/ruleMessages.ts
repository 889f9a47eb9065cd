// The contracts' messages (docs/rules.md) that the pages show of their own, in the page's language: a form's check
// before anything is sent, a toast of the checkout's, an empty list's line. The contracts keep them in English, word
// for word as the spec says them, and their Nepali beside them (contracts/nepali-messages.ts, the API's own catalog):
// a Nepali page shows the same Nepali the API answers with. What the API says comes in the page's language already
// (baseApi sends Accept-Language), and passes through unchanged.
// That Nepali is a chunk of its own (about 2.6 KB of gzip), downloaded the first time a component that may show such
// a message is rendered on a Nepali page: a form, a toast, a list that can be empty. Home shows none, in either
// language (issue 43: a Nepali page's first load stays within home's budget).
import { useSyncExternalStore } from 'react';
import type { I18n } from '@lingui/core';
import { languageOf } from './runtime';
import { useI18n } from './useI18n';

type NepaliOf = (english: string) => string | undefined;

let nepaliOf: NepaliOf | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Downloads the Nepali of the contracts' messages, once; the components showing one render again when it is here. */
export function loadNepaliRuleMessages(): Promise<void> {
  loading ??= import(/* webpackChunkName: "rule-messages-ne" */ './nepaliRuleMessages').then(
    ({ nepaliMessage }) => {
      nepaliOf = nepaliMessage;
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

const loaded = () => nepaliOf !== undefined;

/** `message` in `i18n`'s language when it is one of the contracts' messages and its Nepali is here; else as it is. */
function ruleMessage(i18n: I18n, message: string): string {
  if (languageOf(i18n) !== 'ne') return message;
  return nepaliOf?.(message) ?? message;
}

/**
 * The contracts' messages in the page's language, for a component that shows them: on a Nepali page, asking for it
 * starts the download of their Nepali (in English until it is here, a moment on a first form or toast).
 */
export function useRuleMessage(): (message: string) => string {
  const { i18n, language } = useI18n();
  useSyncExternalStore(subscribe, loaded, loaded);
  if (language === 'ne' && !nepaliOf) void loadNepaliRuleMessages().catch(() => undefined);
  return (message) => ruleMessage(i18n, message);
}
