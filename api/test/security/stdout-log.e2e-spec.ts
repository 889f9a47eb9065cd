import { freshDatabase, type SpawnedApi, spawnApi } from './spawn-api';

// Production writes its JSON lines to standard output asynchronously (common/logging.ts). A line must still show
// up at once, not when a buffer fills, and the lines written just before a shutdown must not be lost.

const SOON_MS = 2_000;

describe('production log lines on standard output', () => {
  const server = process.env.DATABASE_URL;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let api: SpawnedApi;

  beforeAll(async () => {
    database = server ? await freshDatabase(server) : undefined;
    api = await spawnApi({
      databaseUrl: database?.url,
      env: {
        NODE_ENV: 'production',
        KHALTI_SECRET_KEY: 'live-key',
        ESEWA_SECRET_KEY: 'live-esewa-key',
        API_CHILD_REQUEST_LOG: '1',
      },
    });
  }, 60_000);
  afterAll(async () => {
    await api?.stop();
    await database?.drop();
  });

  const requestLines = () =>
    api
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) =>
          JSON.parse(line) as { msg?: string; req?: { path?: string }; res?: { statusCode?: number } },
      )
      .filter((entry) => entry.msg === 'request completed');

  const waitForLines = async (count: number) => {
    const deadline = Date.now() + SOON_MS;
    while (requestLines().length < count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return requestLines();
  };

  it('writes each request line at once, a replayed list included', async () => {
    const before = requestLines().length;
    // The first response comes through the pipeline, the second is replayed from memory: both are logged.
    for (let i = 0; i < 2; i++)
      expect(
        (await fetch(`${api.url}/api/v1/product?limit=2`, { headers: { 'accept-encoding': 'gzip' } })).status,
      ).toBe(200);
    const lines = await waitForLines(before + 2);
    expect(lines.slice(before)).toEqual([
      expect.objectContaining({
        req: expect.objectContaining({ path: '/api/v1/product' }),
        res: { statusCode: 200 },
      }),
      expect.objectContaining({
        req: expect.objectContaining({ path: '/api/v1/product' }),
        res: { statusCode: 200 },
      }),
    ]);
  });

  it('leaves no line unwritten when it is stopped', async () => {
    const before = requestLines().length;
    const burst = 200;
    await Promise.all(
      Array.from({ length: burst }, () =>
        fetch(`${api.url}/api/v1/product?limit=2`).then((res) => res.arrayBuffer()),
      ),
    );
    await api.kill('SIGTERM');
    expect(requestLines().length - before).toBe(burst);
  });
});
