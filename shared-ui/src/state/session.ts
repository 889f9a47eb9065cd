// Keeping the session honest: an authenticated call refused with 401 means the token expired or
// was revoked (logout elsewhere, password or role change), so the session ends here too,
// and logging out tells the server so that the old token stops working at once.
import type { Action, Middleware, UnknownAction } from '@reduxjs/toolkit';
import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import { sessionEnded, sessionStarted, type AuthState } from './authSlice';
import { toast } from './toast';

export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** Calls whose 401 means "wrong credentials", not "your token is no longer good". */
const CREDENTIAL_CALLS = /^\/?auth\/(?:login|register)\b/;

type WithAuth = { auth?: AuthState };

/** `sessionEnded` marked as caused by the server refusing the token (no logout call then: it is already dead). */
export function sessionExpired(): UnknownAction {
  return { ...sessionEnded(), meta: { expired: true } };
}

function isExpiredEnd(action: Action): boolean {
  const meta = (action as { meta?: { expired?: unknown } }).meta;
  return meta?.expired === true;
}

/**
 * fetchBaseQuery plus the session rule: a 401 to a call that carried the current token ends
 * the session once (the token compare makes a burst of parallel 401s toast only once).
 */
export function baseQueryWithSession(
  options: Parameters<typeof fetchBaseQuery>[0],
): ReturnType<typeof fetchBaseQuery> {
  const raw = fetchBaseQuery(options);
  return async (args, api, extraOptions) => {
    const sentToken = (api.getState() as WithAuth).auth?.token ?? null;
    const result = await raw(args, api, extraOptions);
    const url = typeof args === 'string' ? args : args.url;
    if (
      result.error?.status === 401 &&
      sentToken !== null &&
      !CREDENTIAL_CALLS.test(url) &&
      (api.getState() as WithAuth).auth?.token === sentToken
    ) {
      api.dispatch(sessionExpired());
      toast.info(SESSION_ENDED_MESSAGE);
    }
    return result;
  };
}

/** Tags whose data belongs to one user: dropped when the user changes, so nobody sees the last one's. */
const PER_USER_TAGS = ['Session', 'Order', 'User', 'Feedback'] as const;

/**
 * Store listeners of the session: on logout POST /auth/logout with the old token (fire and
 * forget: the local logout never waits for or depends on the server); on any change of user,
 * drop that user's cached data. A middleware of its own rather than Redux Toolkit's listener
 * middleware, which would put 1.4 KB of gzip into every page's first load for these two rules. Like a
 * listener, it acts once the reducers have seen the action, and reads the token from the state before it.
 */
export function createSessionListeners(
  apiBaseUrl: string,
  invalidate: (tags: readonly string[]) => UnknownAction,
): { middleware: Middleware } {
  const middleware: Middleware = (api) => (next) => (action) => {
    const originalState = api.getState() as WithAuth;
    const result = next(action);
    if (!sessionStarted.match(action) && !sessionEnded.match(action)) return result;
    api.dispatch(invalidate(PER_USER_TAGS));
    if (!sessionEnded.match(action) || isExpiredEnd(action)) return result;
    const oldToken = originalState.auth?.token;
    if (!oldToken || typeof fetch !== 'function') return result;
    fetch(`${apiBaseUrl}/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${oldToken}` },
    }).catch(() => {
      // Offline or the server is down: the token will expire on its own.
    });
    return result;
  };
  return { middleware };
}
