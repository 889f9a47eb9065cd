// The server build's `fetch` and `Request` (tools/webpack/server-config.js provides them to every module in place
// of the globals, RTK Query's included). The shop's API client asks for '/api/v1/…', a path a browser resolves
// against the page; on the server there is no page, so paths are resolved against the API's own origin.

let apiOrigin: string | null = null;

/** Where the API answers; set once, before the first render. */
export function setApiOrigin(origin: string): void {
  apiOrigin = origin;
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

export const serverFetch: typeof fetch = (input, init) =>
  globalThis.fetch(typeof input === 'string' ? absolute(input) : input, init);
