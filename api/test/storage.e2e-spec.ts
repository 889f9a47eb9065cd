import type { IncomingHttpHeaders } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { restoreBackup, unpackArchive } from '../src/backups';
import { BackupService } from '../src/backups/backup.service';
import { createApp } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { Product } from '../src/contracts';
import { DATABASE_HANDLE, type DatabaseHandle } from '../src/database';
import { IMAGE_STORAGE, type S3ImageStorage } from '../src/storage';
import { LocalDiskImageStorage } from '../src/storage/local-disk.storage';
import { PRODUCT_FIELDS, sendProduct } from './fixtures';
import { bearer, rawGet, startTestApp, TEST_JWT_SECRET, type TestApp } from './harness';
import { jpeg, png } from './images';
import { throwAwayDatabase } from './server-databases';
import { startBucketServer, type TestBucketServer } from './storage/bucket';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';

// Issue 42: product pictures in an S3-compatible bucket (STORAGE=s3), against a real S3 protocol server (s3rver) in
// this process, with the SDK the shop uses. On the driver of this run; jest.config.js runs it on both.

const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
/** The headers that say what the answer is, not when it was sent or how it was framed. */
const withoutDate = ({
  date: _date,
  connection: _connection,
  'keep-alive': _alive,
  ...headers
}: IncomingHttpHeaders) => headers;

describe('pictures in a bucket (STORAGE=s3)', () => {
  let s3: TestBucketServer;
  let t: TestApp;
  let bucketEnv: Record<string, string>;

  beforeAll(async () => {
    s3 = await startBucketServer();
    bucketEnv = await s3.bucket('shop-pictures');
    t = await startTestApp({ products: 2, env: bucketEnv });
    // Its own seed (the run's seeded copies keep their pictures in folders, not in a bucket): past the default.
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  const write = (method: 'post' | 'put', url: string, image: Buffer) =>
    sendProduct(t, method, url, PRODUCT_FIELDS, { image });

  it('writes every size to the bucket with its type and a year of caching, serves it under /uploads with 200, 304 and 206, and deletes what is replaced or deleted', async () => {
    const created = (await write('post', '/api/v1/product', await png()).expect(201)).body.product as Product;
    const keys = [keyOf(created.productImg), keyOf(created.productThumb)];
    expect(created.productImg).toMatch(/^\/uploads\/products\/[\w-]+-detail\.webp$/);
    let objects = await s3.objects('shop-pictures');
    for (const key of keys)
      expect(objects.get(key)).toMatchObject({
        contentType: 'image/webp',
        cacheControl: 'public, max-age=31536000, immutable',
      });
    // Nothing on this instance's disk.
    expect(existsSync(path.join(t.config.uploadDir, keys[0]))).toBe(false);

    const url = `${t.baseUrl}${created.productImg}`;
    const whole = await rawGet(url);
    expect(whole.status).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      etag: expect.stringMatching(/^"\w+"$/),
      'last-modified': expect.any(String),
    });
    expect(whole.body.equals(objects.get(keys[0])!.bytes)).toBe(true);

    const unchanged = await rawGet(url, { 'If-None-Match': whole.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers).toMatchObject({
      etag: whole.headers.etag,
      'last-modified': expect.any(String),
    });
    const notSince = await rawGet(url, { 'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString() });
    expect(notSince.status).toBe(304);

    const part = await rawGet(url, { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-99/${whole.body.length}`);
    expect(part.body.equals(whole.body.subarray(0, 100))).toBe(true);
    expect((await rawGet(url, { Range: `bytes=${whole.body.length + 10}-` })).status).toBe(416);
    expect((await rawGet(`${t.baseUrl}/uploads/products/none-detail.webp`)).status).toBe(404);

    // Replaced: the new picture's sizes in, the old ones out.
    const replaced = (await write('put', `/api/v1/product/${created._id}`, await jpeg(640, 480)).expect(200))
      .body.product as Product;
    const newKeys = [keyOf(replaced.productImg), keyOf(replaced.productThumb)];
    objects = await s3.objects('shop-pictures');
    for (const key of keys) expect(objects.has(key)).toBe(false);
    for (const key of newKeys) expect(objects.has(key)).toBe(true);
    expect((await rawGet(url)).status).toBe(404);

    await t.http.delete(`/api/v1/product/${created._id}`).set(bearer(t.adminToken)).expect(200);
    objects = await s3.objects('shop-pictures');
    for (const key of newKeys) expect(objects.has(key)).toBe(false);
  });

  it('reads a picture from the bucket once for repeated requests, with the same answers, and serves no deleted picture', async () => {
    // Issue 56, item 2: pictures in memory (PICTURE_CACHE_BYTES). The bucket's reads, counted on the SDK's client.
    const storage = t.app.get<S3ImageStorage>(IMAGE_STORAGE);
    const reads: string[] = [];
    storage.client.middlewareStack.add(
      (next, context) => (args) => {
        if (context.commandName === 'GetObjectCommand') reads.push((args.input as { Key: string }).Key);
        return next(args);
      },
      { step: 'initialize', name: 'countPictureReads' },
    );
    try {
      const created = (await write('post', '/api/v1/product', await png()).expect(201)).body
        .product as Product;
      const url = `${t.baseUrl}${created.productImg}`;
      const key = keyOf(created.productImg);
      // From the bucket: its HEAD, its 304, then the whole picture.
      const head = await t.http.head(created.productImg).expect(200);
      const condition = { 'If-None-Match': String(head.headers.etag) };
      const bucket304 = await rawGet(url, condition);
      expect(bucket304.status).toBe(304);
      const first = await rawGet(url);
      expect(first.status).toBe(200);
      const readsOfIt = () => reads.filter((read) => read === key).length;
      const before = readsOfIt();

      const again = await rawGet(url);
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
      const memory304 = await rawGet(url, condition);
      expect(memory304.status).toBe(304);
      expect(memory304.body.length).toBe(0);
      expect(withoutDate(memory304.headers)).toEqual(withoutDate(bucket304.headers));
      const notSince = await rawGet(url, {
        'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString(),
      });
      expect(notSince.status).toBe(304);
      const headAgain = await t.http.head(created.productImg).expect(200);
      expect(withoutDate(headAgain.headers)).toEqual(withoutDate(head.headers));
      console.log(
        `item 56.2: a picture asked for 4 more times: ${readsOfIt() - before} reads of it from the bucket`,
      );
      expect(readsOfIt()).toBe(before);
      // A range still comes from the bucket, as before.
      const part = await rawGet(url, { Range: 'bytes=0-9' });
      expect(part.status).toBe(206);
      expect(part.body.equals(first.body.subarray(0, 10))).toBe(true);
      expect(readsOfIt()).toBe(before + 1);

      await t.http.delete(`/api/v1/product/${created._id}`).set(bearer(t.adminToken)).expect(200);
      expect((await s3.objects('shop-pictures')).has(key)).toBe(false);
      expect((await rawGet(url)).status).toBe(404);
    } finally {
      storage.client.middlewareStack.remove('countPictureReads');
    }
  });

  it('is not ready while the bucket does not answer (HeadBucket within 1 s), and ready again once it does', async () => {
    const ready = () => t.http.get('/api/v1/health/ready');
    expect((await ready().expect(200)).body).toEqual({ ok: true, database: 'ok', storage: 'ok' });
    try {
      s3.relay('hang');
      const started = Date.now();
      const hung = await ready().expect(503);
      // The readiness's own second, not the SDK's timeouts (seconds) nor its retries.
      expect(Date.now() - started).toBeLessThan(3000);
      expect(hung.body).toMatchObject({
        ok: false,
        database: 'ok',
        storage: 'no answer within 1000 ms',
        message: 'Not ready: storage: no answer within 1000 ms',
      });
      s3.relay('refuse');
      expect((await ready().expect(503)).body).toMatchObject({ storage: 'unreachable' });
      // A picture asked for meanwhile: 503, never a 500.
      const down = await rawGet(`${t.baseUrl}/uploads/products/any-detail.webp`);
      expect(down.status).toBe(503);
    } finally {
      s3.relay('pass');
    }
    await ready().expect(200);
  });

  it('answers a picture 503 with Retry-After within S3_TIMEOUT_MS when the bucket takes connections and never answers, and nothing else waits', async () => {
    // Issue 49, item 5: the SDK waited 15 s of silence per attempt, three attempts: pictures hung for minutes.
    const timeoutMs = t.config.storage.kind === 's3' ? t.config.storage.timeoutMs : Number.NaN;
    expect(timeoutMs).toBe(5_000); // S3_TIMEOUT_MS's default
    /** When the first picture's answer came: the other requests must have had theirs before it. */
    let firstPictureAt = Number.POSITIVE_INFINITY;
    /** A picture's answer: its status, Retry-After and time; or that none came in twice the setting's time. */
    const picture = async (key: string) => {
      const started = Date.now();
      const answer = await Promise.race([
        rawGet(`${t.baseUrl}/uploads/${key}`),
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 2 * timeoutMs).unref()),
      ]);
      firstPictureAt = Math.min(firstPictureAt, Date.now());
      return answer
        ? { status: answer.status, retryAfter: answer.headers['retry-after'], ms: Date.now() - started }
        : { status: 'no answer', retryAfter: undefined, ms: Date.now() - started };
    };
    try {
      s3.relay('hang');
      // More pictures at once than the SDK keeps connections to the bucket (50): none waits for another's.
      const pictures = Promise.all(
        Array.from({ length: 60 }, (_, i) => picture(`products/hung-${i}-detail.webp`)),
      );
      // Meanwhile the rest of the API answers, while every picture still waits for the bucket: not after the
      // pictures' time ran out (a bound in milliseconds would measure the machine's load, not the API).
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const path of ['/api/v1/health', '/api/v1/product?limit=1']) {
        await t.http.get(path).expect(200);
        expect(Date.now()).toBeLessThan(firstPictureAt);
      }
      const answers = await pictures;
      const slowest = Math.max(...answers.map(({ ms }) => ms));
      console.log(`item 49.5: 60 pictures from a bucket that never answers: 503 within ${slowest} ms`);
      expect(new Set(answers.map(({ status, retryAfter }) => `${status} ${retryAfter}`))).toEqual(
        new Set(['503 1']),
      );
      // The setting's time, and what the API's own work around it takes on a loaded machine: not the SDK's own 15 s
      // of silence, nor its retries.
      expect(slowest).toBeLessThan(timeoutMs * 1.5);
    } finally {
      s3.relay('pass');
    }
  }, 30_000);

  it('serves under /uploads and backs up only the pictures’ prefix of the bucket, not what else it holds', async () => {
    // Issue 49, item 8: the bucket may be shared with other things; /uploads/<any key> streamed all of it.
    const others = ['exports/customers.csv', 'backups/old.tar.gz', 'productsx/not-a-picture.webp'];
    for (const key of others)
      await s3.client.send(
        new PutObjectCommand({
          Bucket: 'shop-pictures',
          Key: key,
          Body: 'not the shop’s',
          ContentType: 'text/plain',
        }),
      );
    for (const key of others)
      expect([key, (await rawGet(`${t.baseUrl}/uploads/${key}`)).status]).toEqual([key, 404]);
    const pictures = [...(await s3.objects('shop-pictures')).keys()].filter((key) =>
      key.startsWith('products/'),
    );
    expect((await rawGet(`${t.baseUrl}/uploads/${pictures[0]}`)).status).toBe(200);

    const backup = await t.http.post('/api/v1/backups').set(bearer(t.adminToken)).expect(201);
    const { parts } = await unpackArchive(
      readFileSync(path.join(t.config.backupDir, backup.body.file)),
      null,
    );
    const archived = [...parts.keys()]
      .filter((name) => name.startsWith('uploads/'))
      .map((name) => name.slice(8));
    expect(archived.sort()).toEqual(pictures.sort());
    expect(backup.body.pictures).toBe(pictures.length);
    // The bucket as the other tests expect it: the shop's pictures alone.
    for (const key of others)
      await s3.client.send(new DeleteObjectCommand({ Bucket: 'shop-pictures', Key: key }));
  });

  it('refuses to start when the bucket cannot be reached, and says why', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pashmina-no-bucket-'));
    try {
      const config = loadConfig({
        ...bucketEnv,
        S3_BUCKET: 'no-such-bucket',
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
      });
      await expect(
        createApp({ config, overrides: { databaseUrl: null, pgliteDir: 'memory://' }, logger: false }),
      ).rejects.toThrow(
        `STORAGE=s3: the bucket "no-such-bucket" at ${s3.endpoint} cannot be reached: no such bucket (S3_BUCKET)`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  // Two restores, each an empty database brought to the schema and loaded: far past the default on a busy machine.
  it('moves every picture from the bucket to a local disk and on to another bucket by a backup and a restore', async () => {
    await write('post', '/api/v1/product', await png(300, 200)).expect(201);
    const work = mkdtempSync(path.join(tmpdir(), 'pashmina-moves-'));
    const databases: { url: string; drop(): Promise<void> }[] = [];
    /** An empty database of this run's driver to restore into. */
    const emptyDatabase = async (name: string) => {
      // The embedded one in memory: what is restored is checked through the storage, not a shop started on it.
      if (!process.env.DATABASE_URL) return { databaseUrl: null, pgliteDir: `memory://${name}` };
      const database = await throwAwayDatabase(process.env.DATABASE_URL, 'pashmina_moves');
      databases.push(database);
      return { databaseUrl: database.url, pgliteDir: path.join(work, name) };
    };
    try {
      const inBucket = await s3.objects('shop-pictures');
      expect(inBucket.size).toBeGreaterThanOrEqual(4); // the seed's two products and the one above, two sizes each
      const fromBucket = await t.http.post('/api/v1/backups').set(bearer(t.adminToken)).expect(201);
      expect(fromBucket.body.pictures).toBe(inBucket.size);

      // Bucket to disk.
      const local = { ...(await emptyDatabase('local')), uploadDir: path.join(work, 'uploads') };
      const toDisk = await restoreBackup({
        archive: path.join(t.config.backupDir, fromBucket.body.file),
        config: local,
        force: false,
        passphrase: null,
      });
      expect(toDisk.pictures).toBe(inBucket.size);
      const files = readdirSync(path.join(local.uploadDir, 'products')).map((name) => `products/${name}`);
      expect(files.sort()).toEqual([...inBucket.keys()].sort());
      for (const [key, { bytes }] of inBucket)
        expect(readFileSync(path.join(local.uploadDir, key)).equals(bytes)).toBe(true);

      // Disk to another bucket: a backup of the shop with its pictures on that disk, restored with STORAGE=s3.
      const onDisk = new BackupService(
        { ...t.config, backupDir: path.join(work, 'b') },
        t.app.get<DatabaseHandle>(DATABASE_HANDLE),
        new LocalDiskImageStorage(local.uploadDir),
      );
      const taken = (await onDisk.take())!;
      expect(taken.pictures).toBe(inBucket.size);
      const archive = path.join(work, 'b', taken.file);
      const otherBucket = await s3.bucket('other-pictures');
      const other = loadConfig({
        ...otherBucket,
        NODE_ENV: 'test',
        DATA_DIR: work,
        JWT_SECRET: TEST_JWT_SECRET,
      });
      const toBucket = await restoreBackup({
        archive,
        config: {
          ...(await emptyDatabase('again')),
          uploadDir: path.join(work, 'unused'),
          storage: other.storage,
        },
        force: false,
        passphrase: null,
      });
      expect(toBucket.pictures).toBe(inBucket.size);
      const moved = await s3.objects('other-pictures');
      expect([...moved.keys()]).toEqual([...inBucket.keys()]);
      for (const [key, object] of moved) {
        expect(object.bytes.equals(inBucket.get(key)!.bytes)).toBe(true);
        expect(object).toMatchObject({
          contentType: 'image/webp',
          cacheControl: 'public, max-age=31536000, immutable',
        });
      }
      expect(existsSync(path.join(work, 'unused'))).toBe(false);
      // The archive's pictures are the bucket's, byte for byte.
      const { parts } = await unpackArchive(readFileSync(archive), null);
      expect([...parts.keys()].filter((name) => name.startsWith('uploads/')).length).toBe(inBucket.size);
    } finally {
      await Promise.all(databases.map((database) => database.drop()));
      rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});
