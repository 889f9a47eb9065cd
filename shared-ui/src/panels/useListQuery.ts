// A list screen's state in the URL (?page= and the screen's own parameters), so that Back, a reload and a
// shared link show the same list. Each screen names only its own parameters; the page is everyone's.
import { useCallback, useContext, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, useSearchParams } from 'react-router-dom';

/** One URL parameter of a list: read (anything unexpected as its empty value) and written (empty: left out). */
export interface ListParam<Value> {
  name: string;
  read: (raw: string | null) => Value;
  /** undefined: left out of the URL. */
  write: (value: Value) => string | undefined;
}

export type ListParams = Record<
  string,
  { name: string; read: (raw: string | null) => unknown; write: (value: never) => string | undefined }
>;

/** The screen's parameters as read, and the page (from 1). */
export type ListState<P extends ListParams> = { [K in keyof P]: ReturnType<P[K]['read']> } & { page: number };

/** A search text: trimmed, and cut to what the server takes. */
export const searchParam = (name: string, max: number): ListParam<string> => ({
  name,
  read: (raw) => (raw ?? '').trim().slice(0, max),
  write: (text) => text || undefined,
});

/** One of `choices` (undefined, the first of them usually, is 'All'); anything else reads as undefined. */
export const choiceParam = <T extends string>(
  name: string,
  choices: readonly (T | undefined)[],
): ListParam<T | undefined> => ({
  name,
  read: (raw) => choices.find((choice) => choice !== undefined && choice === raw),
  write: (choice) => choice,
});

export function readListQuery<P extends ListParams>(params: URLSearchParams, spec: P): ListState<P> {
  const page = Number(params.get('page'));
  const state: Record<string, unknown> = { page: Number.isInteger(page) && page >= 1 ? page : 1 };
  for (const [key, param] of Object.entries(spec)) state[key] = param.read(params.get(param.name));
  return state as ListState<P>;
}

/** The URL of a list state, in the spec's order then the page; empty parts and page 1 are left out. */
export function listQueryParams<P extends ListParams>(state: ListState<P>, spec: P): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, param] of Object.entries(spec)) {
    const value = param.write(state[key] as never);
    if (value !== undefined) params.set(param.name, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export interface ListMove {
  /** Replace the history entry (a correction, or typing) instead of adding one. */
  replace?: boolean;
}

/**
 * The list state the URL holds, and `go`, which changes part of it: a change without a page starts at page 1
 * (a new search or filter), the rest is kept. `spec` is a module constant; `go` stays the same between renders.
 */
export function useListQuery<P extends ListParams>(spec: P) {
  const [params, setParams] = useSearchParams();
  const setter = useRef(setParams);
  setter.current = setParams;
  const { pathname } = useLocation();
  const listPath = useRef(pathname);
  listPath.current = pathname;
  // The router's history (browser or memory), whose location moves as soon as a navigation starts. React Router
  // renders the new location in a transition, so until that render the screen's own params and pathname lag
  // behind it.
  const history = useContext(UNSAFE_NavigationContext).navigator as {
    location?: { pathname: string; search: string };
  };
  // The URL as of the last render: what `go` reads where the history has no location of its own.
  const latest = useRef(params);
  latest.current = params;
  const go = useCallback(
    (change: Partial<ListState<P>>, { replace = false }: ListMove = {}) => {
      const now = history.location;
      // A late call, a search box's pause timer firing after a link on the list was followed: writing the list's
      // URL now would pull the user back to the list.
      if (now && now.pathname !== listPath.current) return;
      // The parameters as they are now, not as this `go`'s render saw them: a filter chosen since (even one whose
      // render has not happened yet) is kept. React Router's setSearchParams(fn) hands fn the parameters of the
      // render that made it, so it cannot be trusted for that.
      const current = now ? new URLSearchParams(now.search) : latest.current;
      setter.current(listQueryParams({ ...readListQuery(current, spec), page: 1, ...change }, spec), {
        replace,
      });
    },
    [spec, history],
  );
  return [readListQuery(params, spec), go] as const;
}
