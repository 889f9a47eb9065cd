import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import type { BackupFailure, BackupSummary, BackupTaken, LastBackup } from '../contracts';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database';
import { IMAGE_STORAGE, type ImageStorage } from '../storage';
import { FORMAT, FORMAT_VERSION, packArchive, type Parts, writeAtomically } from './archive';
import { readSnapshot, withBackupLock } from './backups.repository';
import { migrationAt } from './journal';

/** `pashmina-backup-2026-11-26T11-38-24-123Z.tar.gz`, `.tar.gz.enc` when encrypted: names sort by time. */
const ARCHIVE_NAME = /^pashmina-backup-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)\.tar\.gz(?:\.enc)?$/;
/** The last attempt's failure, beside the archives (shared by the instances, as the archives are). */
const FAILURE_FILE = 'last-failure.json';

const nameAt = (at: Date, encrypted: boolean) =>
  `pashmina-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz${encrypted ? '.enc' : ''}`;

function timeOf(name: string): Date | undefined {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return undefined;
  const [date, time] = match[1].split('T');
  const [h, m, s, ms] = time.slice(0, -1).split('-');
  return new Date(`${date}T${h}:${m}:${s}.${ms}Z`);
}

/**
 * Backups taken by the API itself, which owns the database (an embedded PGlite can be opened by one process only):
 * on an admin's request (`npm run backup`) or on schedule (BackupScheduler). One at a time in this process, and one at
 * a time across the instances of one server (an advisory lock). Why:
 * docs/decisions/0009-backups-taken-by-the-api-restores-with-the-shop-stopped.md.
 */
@Injectable()
export class BackupService {
  private readonly logger = new Logger('Backup');
  private running?: Promise<unknown>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  /** Takes a backup now; undefined when another instance is taking one. */
  take(): Promise<BackupTaken | undefined> {
    return this.runQueued(() => withBackupLock(this.handle, () => this.write()));
  }

  /**
   * The scheduled backup: taken when the newest archive is older than BACKUP_INTERVAL_HOURS (with a minute's
   * slack), by whichever instance gets the lock first; the others then find it new. Failures are logged and kept
   * for the dashboard, never thrown.
   */
  async takeIfDue(): Promise<BackupTaken | undefined> {
    const hours = this.config.backupIntervalHours;
    if (hours === null) return undefined;
    return this.runQueued(() =>
      withBackupLock(this.handle, async () => {
        const newest = (await this.archives()).at(-1);
        const due = !newest || Date.now() - newest.at.getTime() >= hours * 3_600_000 - 60_000;
        return due ? this.write() : undefined;
      }),
    ).catch(() => undefined);
  }

  /** The newest archive and, when the last attempt failed after it, that failure. */
  async last(): Promise<LastBackup> {
    const newest = (await this.archives()).at(-1);
    const lastBackup: BackupSummary | null = newest
      ? { file: newest.file, at: newest.at.toISOString() }
      : null;
    let lastFailure: BackupFailure | null = null;
    try {
      const failure = JSON.parse(
        await readFile(path.join(this.config.backupDir, FAILURE_FILE), 'utf8'),
      ) as BackupFailure;
      if (!newest || new Date(failure.at) > newest.at) lastFailure = failure;
    } catch {
      // None recorded.
    }
    return { lastBackup, lastFailure };
  }

  /** When the newest archive was taken (the metric pashmina_last_backup_timestamp_seconds). */
  async lastAt(): Promise<Date | null> {
    return (await this.archives()).at(-1)?.at ?? null;
  }

  /**
   * Runs `work` after any backup of this process under way; a failure (of the lock, the database, the disk) is
   * logged as an error and kept beside the archives for the dashboard, then thrown.
   */
  private async runQueued<T>(work: () => Promise<T>): Promise<T> {
    const before = this.running ?? Promise.resolve();
    const mine = before.then(work, work).catch(async (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      this.logger.error(`Backup failed: ${message}`);
      const failure: BackupFailure = { at: new Date().toISOString(), error: message };
      await mkdir(this.config.backupDir, { recursive: true, mode: 0o700 })
        .then(() =>
          writeFile(path.join(this.config.backupDir, FAILURE_FILE), JSON.stringify(failure), { mode: 0o600 }),
        )
        .catch(() => undefined);
      throw error;
    });
    this.running = mine.catch(() => undefined);
    return mine;
  }

  private async write(): Promise<BackupTaken> {
    const at = new Date();
    const { backupDir, backupPassphrase } = this.config;
    await mkdir(backupDir, { recursive: true, mode: 0o700 });
    const snapshot = await readSnapshot(this.handle.db);
    const migration = migrationAt(snapshot.migratedAt);
    if (!migration)
      throw new Error(`the database's last migration (${snapshot.migratedAt}) is not this code's`);
    const parts: Parts = new Map();
    const tables: Record<string, number> = {};
    for (const [name, rows] of snapshot.tables) {
      tables[name] = rows.length;
      parts.set(`tables/${name}.jsonl`, Buffer.from(rows.map((row) => `${row}\n`).join('')));
    }
    // Pictures after the rows: every picture a row of the snapshot names is stored by then (names never change).
    // From the disk or the bucket, whichever the shop uses: so a backup and a restore move pictures between them.
    const pictures = await readPictures(this.storage);
    for (const [name, bytes] of pictures) parts.set(`uploads/${name}`, bytes);
    const archive = await packArchive(
      {
        format: FORMAT,
        formatVersion: FORMAT_VERSION,
        createdAt: at.toISOString(),
        driver: this.handle.driver,
        schema: { migration: migration.tag, index: migration.idx },
        tables,
        sequences: snapshot.sequences,
      },
      parts,
      backupPassphrase,
    );
    const file = nameAt(at, backupPassphrase !== null);
    await writeAtomically(backupDir, file, [archive]);
    await rm(path.join(backupDir, FAILURE_FILE), { force: true });
    await this.prune();
    this.logger.log(`Backup written: ${path.join(backupDir, file)} (${archive.length} bytes)`);
    return {
      file,
      at: at.toISOString(),
      tables,
      pictures: pictures.size,
      bytes: archive.length,
      encrypted: backupPassphrase !== null,
    };
  }

  /** The archives of BACKUP_DIR, oldest first. */
  private async archives(): Promise<{ file: string; at: Date }[]> {
    let names: string[];
    try {
      names = await readdir(this.config.backupDir);
    } catch {
      return [];
    }
    return names
      .flatMap((file) => {
        const at = timeOf(file);
        return at ? [{ file, at }] : [];
      })
      .sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** Keeps the newest BACKUP_KEEP archives; removes older ones, and what a killed backup left half-written. */
  private async prune(): Promise<void> {
    const archives = await this.archives();
    const old = archives.slice(0, Math.max(0, archives.length - this.config.backupKeep));
    const partial = (await readdir(this.config.backupDir)).filter(
      (name) => name.startsWith('.') && name.endsWith('.partial'),
    );
    for (const name of [...old.map((archive) => archive.file), ...partial])
      await rm(path.join(this.config.backupDir, name), { force: true });
  }
}

/** Every picture the storage holds, by its key. */
async function readPictures(storage: ImageStorage): Promise<Map<string, Buffer>> {
  const pictures = new Map<string, Buffer>();
  for (const key of await storage.keys()) pictures.set(key, await storage.read(key));
  return pictures;
}
