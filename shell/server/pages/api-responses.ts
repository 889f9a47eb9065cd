// The API's answers a landing page is made of, asked once and kept a few seconds: the page's hints (its picture)
// and its first screen read the same answer, and a burst of shoppers on one page asks the API once.

/** How long an answer is used before it is asked again. */
const TTL_MS = 5_000;
/** Answers kept at most (one per product page); the oldest is dropped first, so a crawler cannot grow them. */
const MAX_KEPT = 500;

interface Answer {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

export type PageFetch = (path: string, init?: RequestInit) => Promise<Response>;

export function createApiAnswers({
  apiOrigin,
  fetchImpl = fetch,
}: {
  apiOrigin: string;
  fetchImpl?: typeof fetch;
}) {
  const kept = new Map<string, { at: number; answer: Promise<Answer> }>();

  function ask(path: string, init?: RequestInit): Promise<Answer> {
    return fetchImpl(new URL(path, apiOrigin), {
      headers: { Accept: 'application/json' },
      signal: init?.signal ?? AbortSignal.timeout(5_000),
    }).then(async (res) => ({
      status: res.status,
      // fetch has decoded the body already: the copy is sent on as it is now.
      headers: [...res.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
      body: await res.arrayBuffer(),
    }));
  }

  /** The answer to GET `path`, as a Response of its own for each caller. */
  const fetchPage: PageFetch = async (path, init) => {
    if (init?.method && init.method !== 'GET') return fetchImpl(new URL(path, apiOrigin), init);
    let entry = kept.get(path);
    if (!entry || Date.now() - entry.at >= TTL_MS) {
      entry = { at: Date.now(), answer: ask(path) };
      const answer = entry.answer;
      // A failure is not kept: the next page asks again.
      answer.catch(() => kept.get(path)?.answer === answer && kept.delete(path));
      kept.delete(path);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(path, entry);
    }
    const { status, headers, body } = await entry.answer;
    // A body stream is read once: each caller gets its own copy of the bytes.
    return new Response(status === 204 || status === 304 ? null : body.slice(0), { status, headers });
  };
  return fetchPage;
}
