// The one reader of failed API calls. RTK Query rejects with a FetchBaseQueryError ({ status, data }),
// `unwrap()` may rethrow a SerializedError, and code around it can throw anything: every form and toast
// reads them here, so a server message shows the same way everywhere. An answer of the API says its refusal by a code
// and params (docs/api.md): the page says it by them, in its language.
import type { MessageParams } from '@pashmina/contracts';
import { i18n, languageOf } from '../i18n/runtime';
import { type RuleMessage, ruleMessageIn } from '../i18n/ruleMessages';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The refusal an error's body says: its code and params (a validation's first field's), and the server's message. */
export function errorRefusal(error: unknown): Exclude<RuleMessage, string> | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const { message, code, params, errors } = data as {
    message: unknown;
    code?: unknown;
    params?: MessageParams;
    errors?: { code?: unknown; message?: unknown }[];
  };
  // Validation failures carry one message per broken rule: the first is enough for a toast.
  const text = isText(message)
    ? message
    : Array.isArray(message) && isText(message[0])
      ? message[0]
      : undefined;
  if (text === undefined) return undefined;
  const [field] = Array.isArray(errors) ? errors : [];
  if (field && isText(field.code) && isText(field.message))
    return { code: field.code, message: field.message };
  return { code: isText(code) ? code : '', ...(params ? { params } : {}), message: text };
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
