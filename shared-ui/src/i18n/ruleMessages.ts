// The contracts' messages (docs/rules.md) that the pages show of their own, in the page's language: a form's check
// before anything is sent, a toast of the checkout's, an empty list's line. The contracts keep them in English, word
// for word as the spec says them, and their Nepali beside them (contracts/nepali-messages.ts, the API's own catalog):
// a Nepali page shows the same Nepali the API answers with. What the API says comes in the page's language already
// (baseApi sends Accept-Language), and passes through unchanged.
import type { I18n } from '@lingui/core';
import { messageIn } from '@pashmina/contracts';
import { languageOf } from './runtime';

/** `message` in `i18n`'s language when it is one of the contracts' messages; else as it is. */
export function ruleMessage(i18n: I18n, message: string): string {
  return messageIn(message, languageOf(i18n));
}
