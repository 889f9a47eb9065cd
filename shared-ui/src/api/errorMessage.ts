// The one reader of failed API calls. RTK Query rejects with a FetchBaseQueryError ({ status, data }),
// `unwrap()` may rethrow a SerializedError, and code around it can throw anything: every form and toast
// reads them here, so a server message shows the same way everywhere. An answer of the API says its refusal by a code
// and params (docs/api.md): the page says it by them, in its language.
import type { ApiError } from '@pashmina/contracts';
import { i18n, languageOf } from '../i18n/runtime';
import { type RuleMessage, ruleMessageIn } from '../i18n/ruleMessages';

/**
 * The refusal an error's body says (docs/api.md): its code and params (a validation's, its first field's code), and
 * the server's message.
 */
export function errorRefusal(error: unknown): Exclude<RuleMessage, string> | undefined {
  const data = (error as { data?: Partial<ApiError> } | null)?.data;
  const message = data?.message;
  return typeof message === 'string' && message
    ? { code: data?.errors?.[0]?.code ?? data?.code ?? '', params: data?.params, message }
    : undefined;
}

/**
 * The text a toast shows for `error`: the server's refusal, said by its code in the page's language, when its body
 * has one, else `fallback`. A lost connection, a crash or a thrown Error has no message meant for shoppers, so it gets
 * `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const refusal = errorRefusal(error);
  return refusal ? ruleMessageIn(languageOf(i18n), refusal) : fallback;
}

/** The HTTP status of a failed call, or undefined when the server never responded (offline, thrown). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
