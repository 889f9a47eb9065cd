// The API answers a landing page is made of (api-answers.ts): asked once, each caller its own copy, bounded.
import assert from 'node:assert/strict';
import { createApiAnswers } from './api-responses';

function answers(answer: (url: string) => Response = () => Response.json([{ _id: 'p1' }])) {
  const asked: string[] = [];
  const fetchPage = createApiAnswers({
    apiOrigin: 'http://api.internal:3000',
    fetchImpl: (async (url: URL) => {
      asked.push(url.href);
      return answer(url.href);
    }) as unknown as typeof fetch,
  });
  return { fetchPage, asked };
}

describe('the API answers of landing pages', () => {
  it('are asked once for the hints and the first screen, and each reader gets the whole body', async () => {
    const { fetchPage, asked } = answers(
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
    const { fetchPage, asked } = answers(() => {
      if (fail) throw new Error('down');
      return Response.json({ success: false }, { status: 404 });
    });
    await assert.rejects(fetchPage('/api/v1/product/gone'));
    fail = false;
    assert.equal((await fetchPage('/api/v1/product/gone')).status, 404);
    assert.equal(asked.length, 2);
  });

  it('are bounded: a crawler walking every product page cannot grow them without end', async () => {
    const { fetchPage, asked } = answers();
    for (let i = 0; i <= 500; i++) await fetchPage(`/api/v1/product/p${i}`);
    await fetchPage('/api/v1/product/p500');
    assert.equal(asked.length, 501, 'a page asked again within seconds is answered from memory');
    await fetchPage('/api/v1/product/p0');
    assert.equal(asked.length, 502, 'the oldest answer was dropped to keep at most 500');
  });
});
