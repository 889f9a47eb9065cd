import { mockApi } from './mockApi';

describe('mockApi', () => {
  const realFetch = globalThis.fetch;

  it('responds to stubbed calls with JSON, status and headers, and records them', async () => {
    const api = mockApi({
      'GET /api/v1/product': { body: [{ _id: 'p1' }], headers: { 'X-Total-Count': '1' } },
      'POST /api/v1/auth/login': ({ body }) => ({
        status: (body as { password: string }).password === 'right' ? 200 : 401,
        body: { success: false, message: 'Invalid email or password' },
      }),
    });
    const list = await fetch('/api/v1/product?page=1');
    expect(list.status).toBe(200);
    expect(list.headers.get('X-Total-Count')).toBe('1');
    expect(await list.json()).toEqual([{ _id: 'p1' }]);

    const login = await fetch('/api/v1/auth/login', {
      method: 'POST',
      body: JSON.stringify({ password: 'wrong' }),
    });
    expect(login.status).toBe(401);

    const missing = await fetch('/api/v1/nope');
    expect(missing.status).toBe(501);
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/v1/product',
      'POST /api/v1/auth/login',
      'GET /api/v1/nope',
    ]);
  });

  it('has put the real fetch back after the previous test', () => {
    expect(globalThis.fetch).toBe(realFetch);
  });
});
