// The one reader of failed API calls. RTK Query rejects with a FetchBaseQueryError ({ status, data }),
// `unwrap()` may rethrow a SerializedError, and code around it can throw anything: every form and toast
// reads them here, so a server message shows the same way everywhere.

function serverMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return undefined;
  const message = (data as { message: unknown }).message;
  if (typeof message === 'string' && message !== '') return message;
  // Validation failures carry one message per broken rule: the first is enough for a toast.
  if (Array.isArray(message) && typeof message[0] === 'string' && message[0] !== '') return message[0];
  return undefined;
}

/**
 * The text a toast shows for `error`: the server's own message when its body has one, else `fallback`.
 * A lost connection, a crash or a thrown Error has no message meant for shoppers, so it gets `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The HTTP status of a failed call, or undefined when the server never responded (offline, thrown). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' ? status : undefined;
}
