/**
 * An error after which the client may try again in `retryAfterSeconds` (a rate limit, a login lock-out): the
 * exception filter sends it as the standard Retry-After header, whatever threw it.
 */
export interface RetryLater {
  readonly retryAfterSeconds: number;
}

/** The whole seconds an error asks the client to wait, when it carries them. */
export function retryAfterOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const seconds = (error as Partial<RetryLater>).retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? Math.ceil(seconds)
    : undefined;
}
