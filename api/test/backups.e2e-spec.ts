import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { desc, gt } from 'drizzle-orm';
import request from 'supertest';
import { restoreBackup, unpackArchive, type Manifest } from '../src/backups';
import { BackupService } from '../src/backups/backup.service';
import { readSnapshot } from '../src/backups/backups.repository';
import { createApp } from '../src/bootstrap';
import { ORDER_STATUSES } from '../src/contracts';
import {
  DATABASE,
  DATABASE_HANDLE,
  type Database,
  type DatabaseHandle,
  orders,
  products,
} from '../src/database';
import { IMAGE_STORAGE, type ImageStorage } from '../src/storage';
import { lineOf, payloadOf, placeOrder, prepareProducts } from './fixtures';
import {
  ADMIN_EMAIL,
  bearer,
  CUSTOMER_EMAIL,
  CUSTOMER_PASSWORD,
  startTestApp,
  type TestApp,
} from './harness';
import { throwAwayDatabase } from './server-databases';

// Backups and restores (docs/operations.md), on the driver of this run, and the move from PGlite to a server.

const REGISTER = path.join(__dirname, 'security', 'swc-register.cjs');
const server = process.env.DATABASE_URL;
// Only with a server at hand, as the concurrency tests elsewhere: the PGlite run of this file defines it not at all.
const onServer = server ? it : undefined;
if (!server)
  console.log(
    'backups: the move to PostgreSQL and two instances sharing one server skipped (they need DATABASE_URL)',
  );

/** An empty database to restore into, of the driver `driver`, with an uploads folder of its own. */
async function emptyTarget(driver: 'pglite' | 'postgres') {
  const dir = mkdtempSync(path.join(tmpdir(), 'pashmina-restore-'));
  const database = driver === 'postgres' ? await throwAwayDatabase(server!, 'pashmina_restore') : undefined;
  return {
    config: {
      databaseUrl: database?.url ?? null,
      pgliteDir: path.join(dir, 'pglite'),
      uploadDir: path.join(dir, 'uploads'),
    },
    async drop() {
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
type Target = Awaited<ReturnType<typeof emptyTarget>>;

/** Each table's rows as the archive holds them, sorted. */
function archivedRows(parts: Map<string, Buffer>, manifest: Manifest): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(manifest.tables).map((table) => {
      const text = parts.get(`tables/${table}.jsonl`)!.toString('utf8');
      return [table, text ? text.slice(0, -1).split('\n').sort() : []];
    }),
  );
}

async function rowsIn(db: Database): Promise<Record<string, string[]>> {
  const { tables } = await readSnapshot(db);
  return Object.fromEntries([...tables].map(([table, rows]) => [table, [...rows].sort()]));
}

async function takeBackup(t: TestApp): Promise<string> {
  const res = await t.http.post('/api/v1/backups').set(bearer(t.adminToken)).expect(201);
  return path.join(t.config.backupDir, res.body.file);
}

/**
 * Restores `archive` into `target` and checks it: every row and picture byte for byte, the customers' old
 * passwords, and the next order's number. Returns the restored counts.
 */
async function restoreAndCheck(source: TestApp, archive: string, target: Target) {
  const result = await restoreBackup({ archive, config: target.config, force: false, passphrase: null });
  const { manifest, parts } = await unpackArchive(readFileSync(archive), null);
  expect(result.counts).toEqual(manifest.tables);

  const pictures = [...parts.keys()].filter((name) => name.startsWith('uploads/'));
  expect(pictures.length).toBeGreaterThan(0);
  for (const name of pictures) {
    const relative = name.slice('uploads/'.length);
    const restored = readFileSync(path.join(target.config.uploadDir, relative));
    expect(restored.equals(readFileSync(path.join(source.config.uploadDir, relative)))).toBe(true);
  }

  // The shop on the restored database: the demo customer logs in with the old password, and orders go on.
  const { app } = await createApp({
    config: { ...source.config, ...target.config, pgliteArchive: undefined },
    logger: ['error'],
  });
  try {
    const db = app.get<Database>(DATABASE);
    expect(await rowsIn(db)).toEqual(archivedRows(parts, manifest));
    const http = request(app.getHttpServer());
    const login = await http
      .post('/api/v1/auth/login')
      .send({ email: CUSTOMER_EMAIL, password: CUSTOMER_PASSWORD })
      .expect(200);
    const [last] = await db.select().from(orders).orderBy(desc(orders.orderNumber)).limit(1);
    const [product] = await db.select().from(products).where(gt(products.stock, 0)).limit(1);
    const placed = await http
      .post('/api/v1/create-orders')
      .set(bearer(login.body.token))
      .send(payloadOf([lineOf(product, 1)]))
      .expect(201);
    expect(placed.body.order.orderNumber).toBe(last.orderNumber + 1);
  } finally {
    await (app as NestExpressApplication).close();
  }
  return result;
}

describe('backups and restores', () => {
  let t: TestApp;
  let target: Target | undefined;
  let archive: string;
  beforeAll(async () => {
    t = await startTestApp({
      demoActivity: true,
      env: { BACKUP_DIR: mkdtempSync(path.join(tmpdir(), 'pashmina-backups-')), BACKUP_INTERVAL_HOURS: '24' },
    });
  });
  afterAll(async () => {
    await target?.drop();
    await t?.close();
    if (t) rmSync(t.config.backupDir, { recursive: true, force: true });
  });

  it('backs up while checkouts run (mode 0600), then restores into an empty database byte for byte', async () => {
    const [shawl] = await prepareProducts(t, [{ pricePaisa: 150_000, stock: 100 }]);
    const checkout = () => placeOrder(t, payloadOf([lineOf(shawl, 1)])).expect(201);
    const [, path1] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, checkout)),
      takeBackup(t),
      Promise.all(Array.from({ length: 6 }, checkout)),
    ]);
    archive = path1;
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(readdirSync(t.config.backupDir)).toEqual([path.basename(archive)]);
    const { manifest, parts } = await unpackArchive(readFileSync(archive), null);
    expect(manifest.schema.migration).toMatch(/^\d{4}_/);
    const statuses = new Set(archivedRows(parts, manifest).orders.map((row) => JSON.parse(row).status));
    // Every status the demo seed reaches (refunded comes from refunds alone, which it makes none of).
    expect([...statuses].sort()).toEqual(ORDER_STATUSES.filter((status) => status !== 'refunded').sort());
    expect(manifest.tables).toMatchObject({ users: expect.any(Number), contacts: expect.any(Number) });
    expect(manifest.tables.contacts).toBeGreaterThan(0);

    target = await emptyTarget(t.driver as 'pglite' | 'postgres');
    await restoreAndCheck(t, archive, target);
  });

  it('refuses a database that already holds a shop, unless --force', async () => {
    await expect(
      restoreBackup({ archive, config: target!.config, force: false, passphrase: null }),
    ).rejects.toThrow(/^The database already holds a shop \(\d+ users, \d+ products, \d+ orders\)/);
    const { manifest } = await unpackArchive(readFileSync(archive), null);
    const forced = await restoreBackup({ archive, config: target!.config, force: true, passphrase: null });
    expect(forced.counts).toEqual(manifest.tables);
  });

  it('refuses an archive whose parts do not match their hashes', async () => {
    const tar = gunzipSync(readFileSync(archive));
    // The owner's e-mail is in a table's rows, never in the manifest.
    const at = tar.indexOf(Buffer.from(ADMIN_EMAIL));
    expect(at).toBeGreaterThan(0);
    tar[at] = tar[at] === 0x6f ? 0x4f : 0x6f;
    const corrupted = `${archive}.corrupted.tar.gz`;
    writeFileSync(corrupted, gzipSync(tar));
    // Refused before any database is opened.
    const nowhere = path.join(path.dirname(archive), 'nowhere');
    const into = { config: { databaseUrl: null, pgliteDir: nowhere, uploadDir: nowhere } };
    try {
      await expect(
        restoreBackup({ archive: corrupted, config: into.config, force: false, passphrase: null }),
      ).rejects.toThrow(/^tables\/\w+\.jsonl does not match its SHA-256 in the manifest$/);
    } finally {
      rmSync(corrupted);
    }
  });

  it('encrypts with BACKUP_PASSPHRASE and refuses to restore without it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pashmina-sealed-'));
    try {
      const passphrase = 'a passphrase of the owner';
      const sealed = new BackupService(
        { ...t.config, backupDir: dir, backupPassphrase: passphrase },
        t.app.get<DatabaseHandle>(DATABASE_HANDLE),
        t.app.get<ImageStorage>(IMAGE_STORAGE),
      );
      const taken = (await sealed.take())!;
      expect(taken).toMatchObject({ encrypted: true, file: expect.stringMatching(/\.tar\.gz\.enc$/) });
      const file = path.join(dir, taken.file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const bytes = readFileSync(file);
      expect(bytes.includes(Buffer.from(ADMIN_EMAIL))).toBe(false);
      const config = {
        databaseUrl: null,
        pgliteDir: path.join(dir, 'never'),
        uploadDir: path.join(dir, 'never'),
      };
      await expect(restoreBackup({ archive: file, config, force: false, passphrase: null })).rejects.toThrow(
        'The archive is encrypted: set BACKUP_PASSPHRASE to the passphrase it was made with',
      );
      await expect(
        restoreBackup({ archive: file, config, force: false, passphrase: 'not the passphrase' }),
      ).rejects.toThrow(/^The archive cannot be decrypted/);
      expect((await unpackArchive(bytes, passphrase)).manifest.tables.users).toBe(taken.tables.users);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('leaves no archive under a real name when the process is killed mid-write', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pashmina-killed-'));
    try {
      const child = spawn(
        process.execPath,
        [REGISTER, path.join(__dirname, 'backups', 'write-then-hang.ts'), dir, 'pashmina-backup-x.tar.gz'],
        {
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.includes('writing') && resolve());
        child.once('exit', (code) => reject(new Error(`the writer exited (${code}) before it was killed`)));
      });
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
      const left = readdirSync(dir);
      expect(left).toEqual([expect.stringMatching(/^\.pashmina-backup-x\.tar\.gz\.\w+\.partial$/)]);
      expect(statSync(path.join(dir, left[0])).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes one scheduled backup when two instances find it due at once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pashmina-scheduled-'));
    // On a server, a second API instance on the same database; the embedded database has one process, one instance.
    const second = server
      ? await createApp({ config: { ...t.config, backupDir: dir }, logger: ['error'] })
      : undefined;
    try {
      const first = new BackupService(
        { ...t.config, backupDir: dir },
        t.app.get<DatabaseHandle>(DATABASE_HANDLE),
        t.app.get<ImageStorage>(IMAGE_STORAGE),
      );
      const other = second?.app.get(BackupService) ?? first;
      const taken = await Promise.all([first.takeIfDue(), other.takeIfDue(), first.takeIfDue()]);
      expect(taken.filter(Boolean)).toHaveLength(1);
      expect(readdirSync(dir)).toEqual([taken.find(Boolean)!.file]);
      // Taken: not due again until BACKUP_INTERVAL_HOURS have passed.
      expect(await other.takeIfDue()).toBeUndefined();
      // BACKUP_KEEP: the newest are kept; what a killed backup left half-written goes too.
      writeFileSync(path.join(dir, '.pashmina-backup-killed.tar.gz.abcd.partial'), 'half');
      const keepTwo = new BackupService(
        { ...t.config, backupDir: dir, backupKeep: 2 },
        t.app.get<DatabaseHandle>(DATABASE_HANDLE),
        t.app.get<ImageStorage>(IMAGE_STORAGE),
      );
      const newer = [(await keepTwo.take())!.file, (await keepTwo.take())!.file];
      expect(readdirSync(dir).sort()).toEqual(newer.sort());
      expect(await first.last()).toEqual({
        lastBackup: { file: newer[1], at: expect.any(String) },
        lastFailure: null,
      });
    } finally {
      await second?.app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps a failed backup for the dashboard, which admins alone read', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pashmina-failing-'));
    try {
      const broken = {
        ...t.app.get<DatabaseHandle>(DATABASE_HANDLE),
        db: { transaction: () => Promise.reject(new Error('the disk is on fire')) },
      } as unknown as DatabaseHandle;
      const failing = new BackupService(
        { ...t.config, backupDir: dir },
        broken,
        t.app.get<ImageStorage>(IMAGE_STORAGE),
      );
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      expect(await failing.takeIfDue()).toBeUndefined();
      expect(logged).toHaveBeenCalledWith('Backup failed: the disk is on fire');
      logged.mockRestore();
      expect(readdirSync(dir)).toEqual(['last-failure.json']);
      expect(await failing.last()).toEqual({
        lastBackup: null,
        lastFailure: { at: expect.any(String), error: 'the disk is on fire' },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const last = await t.http.get('/api/v1/backups/last').set(bearer(t.adminToken)).expect(200);
    expect(last.body).toEqual({
      lastBackup: { file: path.basename(archive), at: expect.any(String) },
      lastFailure: null,
    });
    await t.http.get('/api/v1/backups/last').set(bearer(t.customerToken)).expect(403);
    await t.http.post('/api/v1/backups').set(bearer(t.customerToken)).expect(403);
  });

  onServer?.('moves a shop from the embedded database to a PostgreSQL server', async () => {
    // A shop on PGlite: the harness picks the driver from DATABASE_URL.
    delete process.env.DATABASE_URL;
    let embedded: TestApp | undefined;
    let into: Target | undefined;
    try {
      embedded = await startTestApp({
        products: 4,
        demoActivity: true,
        env: { BACKUP_DIR: mkdtempSync(path.join(tmpdir(), 'pashmina-backups-')) },
      });
      expect(embedded.driver).toBe('pglite');
      into = await emptyTarget('postgres');
      const result = await restoreAndCheck(embedded, await takeBackup(embedded), into);
      expect(result.manifest.driver).toBe('pglite');
    } finally {
      process.env.DATABASE_URL = server;
      await into?.drop();
      if (embedded) rmSync(embedded.config.backupDir, { recursive: true, force: true });
      await embedded?.close();
    }
  });
});
