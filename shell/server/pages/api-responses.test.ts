// The API's responses a landing page is made of (api-responses.ts): asked once, each caller its own copy, bounded.
import assert from 'node:assert/strict';
import { createApiResponses } from './api-responses';

function responses(
  answer: (url: string) => Response = () => Response.json([{ _id: 'p1' }]),
  maxBytes?: number,
) {
  const asked: string[] = [];
  const fetchPage = createApiResponses({
    apiOrigin: 'http://api.internal:3000',
    maxBytes,
    fetchImpl: (async (url: URL) => {
      asked.push(url.href);
      return answer(url.href);
    }) as unknown as typeof fetch,
  });
  return { fetchPage, asked };
}

describe("the API's responses to landing pages", () => {
  it('are asked once for the hints and the first screen, and each reader gets the whole body', async () => {
    const { fetchPage, asked } = responses(
      () =>
        new Response('[{"_id":"p1"}]', {
          headers: { 'X-Total-Count': '1', 'Content-Type': 'application/json' },
        }),
    );
    const [one, two] = await Promise.all([
      fetchPage('/api/v1/product?limit=9'),
      fetchPage('/api/v1/product?limit=9'),
    ]);
    expect(await one.json()).toEqual([{ _id: 'p1' }]);
    expect(await two.json()).toEqual([{ _id: 'p1' }]);
    assert.equal(two.headers.get('x-total-count'), '1');
    assert.deepEqual(asked, ['http://api.internal:3000/api/v1/product?limit=9']);
  });

  it('keep a 404 as the API said it (an unknown product), and ask again after a failure', async () => {
    let fail = true;
    const { fetchPage, asked } = responses(() => {
      if (fail) throw new Error('down');
      return Response.json({ success: false }, { status: 404 });
    });
    await assert.rejects(fetchPage('/api/v1/product/gone'));
    fail = false;
    assert.equal((await fetchPage('/api/v1/product/gone')).status, 404);
    assert.equal(asked.length, 2);
  });

  it("log a failed fetch with the page and fetch's own reason, such as a port it refuses", async () => {
    const lines: string[] = [];
    // Node's own fetch: it refuses port 6000 ("bad port") before any connection.
    const fetchPage = createApiResponses({
      apiOrigin: 'http://127.0.0.1:6000',
      log: (line) => lines.push(line),
    });
    await assert.rejects(fetchPage('/api/v1/product/p1', undefined, '/product/p1'), /bad port/);
    assert.deepEqual(lines, [
      'no data for /product/p1: GET http://127.0.0.1:6000/api/v1/product/p1 failed: fetch failed: bad port',
    ]);
  });

  it('are bounded in bytes: a crawler walking every product page cannot grow them without end', async () => {
    // Each response is 1,000 bytes of body and 36 of headers (content-type: text/plain;charset=UTF-8).
    const { fetchPage, asked } = responses(() => new Response('x'.repeat(1_000)), 10_000);
    for (let i = 0; i < 9; i++) await fetchPage(`/api/v1/product/p${i}`);
    await fetchPage('/api/v1/product/p8');
    assert.equal(asked.length, 9, 'a page asked again within seconds is answered from memory');
    await fetchPage('/api/v1/product/p9');
    await fetchPage('/api/v1/product/p0');
    assert.equal(
      asked.length,
      11,
      'the least recently used response was dropped to stay within 10,000 bytes',
    );
  });
});
