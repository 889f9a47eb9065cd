// The server build's `fetch` and `Request` (tools/webpack/server-config.js provides them to every module in place
// of the globals, RTK Query's included). The shop's API client asks for '/api/v1/…', a path a browser resolves
// against the page; on the server there is no page, so paths are resolved against the API's own origin. A page's
// requests go through the fetch its render was given (withPageFetch): the shop's server answers each API request
// of a page once, for its hints and its first screen alike.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageFetch } from '@pashmina/shared-ui/page-head';

let apiOrigin: string | null = null;

const pageFetch = new AsyncLocalStorage<PageFetch>();

/** Where the API answers; set once, before the first render. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
}

/** Runs `work` with its requests answered by `fetchPage`. */
export function withPageFetch<T>(fetchPage: PageFetch, work: () => T): T {
  return pageFetch.run(fetchPage, work);
}

function absolute(input: string): string {
  if (!apiOrigin) throw new Error('the first screen renderer has no API origin');
  return new URL(input, apiOrigin).href;
}

export class ServerRequest extends globalThis.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? absolute(input) : input, init);
  }
}

export const serverFetch: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? absolute(input) : input instanceof URL ? input.href : input.url;
  const forPage = pageFetch.getStore();
  if (forPage) {
    const { pathname, search } = new URL(url);
    return forPage(`${pathname}${search}`, init);
  }
  return globalThis.fetch(typeof input === 'string' ? url : input, init);
};
