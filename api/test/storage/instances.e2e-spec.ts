import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unpackArchive } from '../../src/backups';
import type { Product } from '../../src/contracts';
import { PRODUCT_FIELDS } from '../fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, rawGet } from '../harness';
import { png } from '../images';
import { dropKeys, TEST_REDIS_URL, uniquePrefix } from '../security/redis-keys';
import { freePort, type ShellProxy, startShellProxy } from '../security/shell-proxy';
import { freshDatabase, type SpawnedApi, spawnApi } from '../security/spawn-api';
import { startBucketServer, type TestBucketServer } from './bucket';

// Issue 42: two API processes that share no disk (each its own DATA_DIR, UPLOAD_DIR and BACKUP_DIR), only one
// PostgreSQL, one Redis and one bucket, behind the shop's server. Any instance serves any picture, a deletion on one
// is seen by both, and either one's backup holds every picture.

const serverUrl = process.env.DATABASE_URL;
const onPostgres = serverUrl ? describe : undefined;
if (!onPostgres)
  console.log('storage instances: skipped (two API processes need DATABASE_URL, a PostgreSQL server)');

onPostgres?.('two API instances sharing no disk: one PostgreSQL, one Redis, one bucket', () => {
  const prefix = uniquePrefix('storage-instances');
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let s3: TestBucketServer;
  const apis: SpawnedApi[] = [];
  /** Each instance's UPLOAD_DIR: two folders, on what could be two machines. */
  const uploadDirs = ['first', 'second'].map((name) =>
    mkdtempSync(path.join(tmpdir(), `pashmina-${name}-uploads-`)),
  );
  let shell: ShellProxy;

  beforeAll(async () => {
    [database, s3] = await Promise.all([freshDatabase(serverUrl!), startBucketServer()]);
    const bucketEnv = await s3.bucket('shared-pictures');
    const shellPort = await freePort();
    const env = {
      ...bucketEnv,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      PUBLIC_URL: `http://127.0.0.1:${shellPort}`,
      SEED_PRODUCTS: '2',
      // Pictures kept in memory (PICTURE_CACHE_BYTES) are each instance's own: a deletion through one reaches the
      // other's memory only after its 10 minutes. Several instances run with it off until deletions are broadcast.
      PICTURE_CACHE_BYTES: '0',
    };
    // One after the other: the first start migrates and seeds (its pictures into the bucket), the second finds the
    // shop ready. Each has a folder of its own for uploads: neither is ever written.
    for (const uploadDir of uploadDirs)
      apis.push(
        await spawnApi({
          databaseUrl: database.url,
          env: { ...env, UPLOAD_DIR: uploadDir },
          readyWithinMs: 90_000,
        }),
      );
    shell = await startShellProxy(
      apis.map((api) => api.url),
      shellPort,
    );
  }, 240_000);
  afterAll(async () => {
    await shell?.close();
    await Promise.all(apis.map((api) => api.stop()));
    await database?.drop();
    await s3?.stop();
    await dropKeys(prefix);
    for (const dir of uploadDirs) rmSync(dir, { recursive: true, force: true });
  });

  const login = async (api: SpawnedApi) => {
    const res = await fetch(`${api.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(res.status).toBe(200);
    return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };

  it('serves a picture uploaded through one instance through the other, deletes it for both, and backs up every picture from either', async () => {
    const [first, second] = apis;
    const admin = await login(first);

    const form = new FormData();
    for (const [field, value] of Object.entries(PRODUCT_FIELDS)) form.append(field, String(value));
    form.append('productImg', new Blob([await png()], { type: 'image/png' }), 'shawl.png');
    const created = await fetch(`${first.url}/api/v1/product`, {
      method: 'POST',
      headers: admin,
      body: form,
    });
    expect(created.status).toBe(201);
    const product = ((await created.json()) as { product: Product }).product;

    // The same URL from every instance, and the same bytes behind it from each and through the shop's server.
    const seen = await Promise.all(
      [first.url, second.url, shell.url, shell.url].map((origin) => rawGet(`${origin}${product.productImg}`)),
    );
    for (const answer of seen) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.body.equals(seen[0].body)).toBe(true);
      expect(answer.headers.etag).toBe(seen[0].headers.etag);
    }
    const asSecondSees = (await fetch(`${second.url}/api/v1/product/${product._id}`).then((res) =>
      res.json(),
    )) as Product;
    expect(asSecondSees.productImg).toBe(product.productImg);

    // Either instance's backup holds every picture of the bucket, this one too.
    const inBucket = [...(await s3.objects('shared-pictures')).keys()];
    expect(inBucket.length).toBe(6); // the seed's two products and this one, two sizes each
    for (const api of apis) {
      const res = await fetch(`${api.url}/api/v1/backups`, { method: 'POST', headers: await login(api) });
      expect(res.status).toBe(201);
      const { file } = (await res.json()) as { file: string };
      const { parts } = await unpackArchive(readFileSync(path.join(api.dataDir, 'backups', file)), null);
      const pictures = [...parts.keys()].filter((name) => name.startsWith('uploads/'));
      expect(pictures.map((name) => name.slice('uploads/'.length)).sort()).toEqual(inBucket);
    }

    // Deleted through the other instance: gone from the bucket, and from both.
    const deleted = await fetch(`${second.url}/api/v1/product/${product._id}`, {
      method: 'DELETE',
      headers: await login(second),
    });
    expect(deleted.status).toBe(200);
    for (const origin of [first.url, second.url])
      for (const url of [product.productImg, product.productThumb])
        expect((await rawGet(`${origin}${url}`)).status).toBe(404);
    expect((await s3.objects('shared-pictures')).size).toBe(4);

    // No instance wrote a picture to a disk of its own.
    for (const dir of [...uploadDirs, ...apis.map((api) => path.join(api.dataDir, 'uploads'))])
      expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});
