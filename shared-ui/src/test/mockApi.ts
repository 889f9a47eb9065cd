// Network stubbing for component tests: replaces global fetch for the given
// 'METHOD /path' keys and puts the real one back after each test.

export interface MockReply {
  status?: number;
  /** Sent as JSON (unless it is a string, then sent as is). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface MockRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The request body parsed as JSON when it is JSON, else the raw text (or null). */
  body: unknown;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** Keys are 'GET /api/v1/product' (matches any query) or 'GET /api/v1/product?page=2' (exact query). */
export type MockRoutes = Record<string, MockHandler>;

export interface MockApi {
  /** Every request seen, in order (stubbed or not). */
  calls: MockRequest[];
  /** Adds or replaces stubs. */
  use(routes: MockRoutes): void;
  restore(): void;
}

const active = new Set<MockApi>();
const realFetch: typeof fetch | undefined =
  typeof globalThis.fetch === 'function' ? globalThis.fetch : undefined;

function restoreAll() {
  for (const api of [...active]) api.restore();
}

// Registered once, at import time of the test file, so stubs never leak between tests.
declare const afterEach: ((fn: () => void) => void) | undefined;
if (typeof afterEach === 'function') afterEach(restoreAll);

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Stubs fetch: `mockApi({ 'GET /api/v1/product': { body: [product] } })`. */
export function mockApi(routes: MockRoutes = {}): MockApi {
  const table = new Map<string, MockHandler>();
  const calls: MockRequest[] = [];
  const add = (more: MockRoutes) => {
    for (const [key, handler] of Object.entries(more)) {
      const [method, path] = key.trim().split(/\s+/, 2);
      if (!method || !path) throw new Error(`mockApi: a key reads 'METHOD /path', got '${key}'`);
      table.set(`${method.toUpperCase()} ${path}`, handler);
    }
  };
  add(routes);

  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost').href, init);
    const url = new URL(request.url);
    const seen: MockRequest = {
      method: request.method.toUpperCase(),
      url,
      headers: request.headers,
      body: await readBody(request.clone()),
    };
    calls.push(seen);
    const handler =
      table.get(`${seen.method} ${url.pathname}${url.search}`) ?? table.get(`${seen.method} ${url.pathname}`);
    if (!handler) {
      return new Response(
        JSON.stringify({ success: false, message: `mockApi: no stub for ${seen.method} ${url.pathname}` }),
        {
          status: 501,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    const reply = typeof handler === 'function' ? await handler(seen) : handler;
    const status = reply.status ?? 200;
    const isText = typeof reply.body === 'string';
    const body =
      status === 204 || reply.body === undefined
        ? null
        : isText
          ? (reply.body as string)
          : JSON.stringify(reply.body);
    return new Response(body, {
      status,
      headers: { 'content-type': isText ? 'text/plain' : 'application/json', ...reply.headers },
    });
  };

  const api: MockApi = {
    calls,
    use: add,
    restore() {
      active.delete(api);
      if (active.size === 0 && realFetch) globalThis.fetch = realFetch;
    },
  };
  active.add(api);
  globalThis.fetch = fake as typeof fetch;
  return api;
}
