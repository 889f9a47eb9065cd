import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../database';

/** One migration of drizzle's journal (api/drizzle/meta/_journal.json). */
export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

const journalFile = (folder: string) => path.join(folder, 'meta', '_journal.json');

export function journal(folder = MIGRATIONS_FOLDER): JournalEntry[] {
  return (JSON.parse(readFileSync(journalFile(folder), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The migration drizzle recorded as applied at `when` (its `created_at`), or undefined when this code has none. */
export const migrationAt = (when: number): JournalEntry | undefined =>
  journal().find((entry) => entry.when === when);

/**
 * A temporary copy of the migrations folder holding only the migrations up to `last`: a restore brings an empty
 * database to the backup's schema first, loads the rows, and only then runs the newer ones. The caller removes it.
 */
export function migrationsUpTo(last: JournalEntry): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pashmina-migrations-'));
  const whole = JSON.parse(readFileSync(journalFile(MIGRATIONS_FOLDER), 'utf8')) as {
    entries: JournalEntry[];
  };
  const entries = whole.entries.filter((entry) => entry.idx <= last.idx);
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(journalFile(folder), JSON.stringify({ ...whole, entries }));
  for (const entry of entries)
    copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}
