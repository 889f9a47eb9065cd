import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../database';

/**
 * The SQL of backups and restores, on any database of this schema (PGlite or a server): every table of the `public`
 * schema is read and written whole, each row as PostgreSQL's own JSON of it (row_to_json, json_populate_recordset),
 * so no value passes through a JavaScript number or date on its way.
 */

/** A table's rows, one JSON text each. */
export type TableRows = Map<string, string[]>;

export interface Snapshot {
  /** The last migration applied (drizzle's `created_at`, the journal's `when`). */
  migratedAt: number;
  tables: TableRows;
  sequences: Record<string, { lastValue: string | null }>;
}

/** Arbitrary constant key: one backup at a time across every instance on one server. */
const BACKUP_LOCK_KEY = 7_411_062_027;
/** Rows per INSERT when loading. */
const LOAD_BATCH = 500;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const table = (name: string) => sql.identifier(name);

/** The tables of the `public` schema, by name. */
async function tableNames(db: Pick<Database, 'execute'>): Promise<string[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/**
 * Every table's rows in one consistent snapshot (a read-only REPEATABLE READ transaction: what checkouts commit
 * meanwhile is not seen, and they are not held up on a server), then the sequences, read after the rows.
 */
export async function readSnapshot(db: Database): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const tables: TableRows = new Map();
      for (const name of await tableNames(tx)) {
        const rows = await tx.execute(sql`select row_to_json(t)::text as j from ${table(name)} t`);
        tables.set(
          name,
          rowsOf<{ j: string }>(rows).map((row) => row.j),
        );
      }
      const sequences = await tx.execute(
        sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`,
      );
      const migrated = await tx.execute(
        sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
      );
      return {
        migratedAt: Number(rowsOf<{ at: string }>(migrated)[0].at),
        tables,
        sequences: Object.fromEntries(
          rowsOf<{ name: string; value: string | null }>(sequences).map((row) => [
            row.name,
            { lastValue: row.value },
          ]),
        ),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Runs `work` while this instance holds the backup lock; returns undefined, without running it, when another
 * instance holds it. A PostgreSQL advisory lock on a server; PGlite is one process by construction.
 */
export async function withBackupLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (handle.driver === 'pglite') return work();
  // A transaction-level lock on a connection of its own, held until `work` ends (its queries use other connections).
  return handle.db.transaction(async (tx) => {
    const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${BACKUP_LOCK_KEY}) as locked`);
    return rowsOf<{ locked: boolean }>(result)[0].locked ? work() : undefined;
  });
}

/** Rows in each table of the shop, or an empty object when it has no tables yet (a new database). */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await tableNames(db)) {
    const result = await db.execute(sql`select count(*)::int as n from ${table(name)}`);
    counts[name] = rowsOf<{ n: number }>(result)[0].n;
  }
  return counts;
}

/** Drops everything of the shop's (a restore with --force): its schema, data and migration history. */
export async function dropEverything(db: Database): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

/**
 * Loads `tables` into the migrated, empty tables of the same schema version, in one transaction: parents before
 * children (foreign keys), the tables' own triggers off meanwhile (the running totals and search words are restored
 * as they were, not counted again), generated columns left to the database. Then each sequence goes on after the
 * highest value its columns hold (order numbers continue), or where the backup read it.
 */
export async function loadRows(
  db: Database,
  tables: TableRows,
  sequences: Record<string, { lastValue: string | null }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const present = new Set(await tableNames(tx));
    for (const name of tables.keys())
      if (!present.has(name)) throw new Error(`The backup's table ${name} is not in the database's schema`);
    const order = await parentsFirst(tx, [...tables.keys()]);
    for (const name of order) await tx.execute(sql`alter table ${table(name)} disable trigger user`);
    // What the migrations wrote (the running totals' first rows) makes way for the backup's rows.
    await tx.execute(sql`truncate table ${sql.join(order.map(table), sql`, `)}`);
    for (const name of order) {
      const rows = tables.get(name)!;
      if (!rows.length) continue;
      const columns = await insertableColumns(tx, name);
      const list = sql.join(
        columns.map((column) => sql.identifier(column)),
        sql`, `,
      );
      for (let start = 0; start < rows.length; start += LOAD_BATCH) {
        const json = `[${rows.slice(start, start + LOAD_BATCH).join(',')}]`;
        await tx.execute(sql`insert into ${table(name)} (${list}) overriding system value
          select ${list} from json_populate_recordset(null::${table(name)}, ${json}::json)`);
      }
    }
    for (const name of order) await tx.execute(sql`alter table ${table(name)} enable trigger user`);
    await continueSequences(tx, sequences);
  });
}

type Tx = Pick<Database, 'execute'>;

/** `names` ordered so that every table comes after the tables its foreign keys point to. */
async function parentsFirst(tx: Tx, names: string[]): Promise<string[]> {
  const result = await tx.execute(sql`
    select c.relname as child, p.relname as parent from pg_constraint k
    join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
    where k.contype = 'f' and k.connamespace = 'public'::regnamespace`);
  const parents = new Map<string, Set<string>>(names.map((name) => [name, new Set()]));
  for (const { child, parent } of rowsOf<{ child: string; parent: string }>(result))
    if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name)) return;
    if (path.has(name)) throw new Error(`Foreign keys form a cycle through ${name}`);
    path.add(name);
    for (const parent of parents.get(name) ?? []) if (parents.has(parent)) place(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) place(name, new Set());
  return ordered;
}

async function insertableColumns(tx: Tx, name: string): Promise<string[]> {
  const result = await tx.execute(sql`
    select attname as name from pg_attribute
    where attrelid = (select c.oid from pg_class c where c.relname = ${name}
                      and c.relnamespace = 'public'::regnamespace)
      and attnum > 0 and not attisdropped and attgenerated = ''
    order by attnum`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

async function continueSequences(tx: Tx, sequences: Record<string, { lastValue: string | null }>) {
  const defaults = await tx.execute(sql`
    select c.relname as tbl, a.attname as col, pg_get_expr(d.adbin, d.adrelid) as expr
    from pg_attrdef d join pg_class c on c.oid = d.adrelid
    join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
    where c.relnamespace = 'public'::regnamespace and pg_get_expr(d.adbin, d.adrelid) like 'nextval(%'`);
  const users = rowsOf<{ tbl: string; col: string; expr: string }>(defaults);
  for (const [name, { lastValue }] of Object.entries(sequences)) {
    let value = lastValue;
    for (const use of users.filter((u) => u.expr.startsWith(`nextval('${name}'`))) {
      const result = await tx.execute(
        sql`select max(${sql.identifier(use.col)})::text as m from ${table(use.tbl)}`,
      );
      const highest = rowsOf<{ m: string | null }>(result)[0].m;
      // The highest number restored: a number a checkout took after the snapshot belongs to no restored order.
      if (highest !== null) value = highest;
    }
    if (value !== null) await tx.execute(sql`select setval(${name}::regclass, ${value}::bigint, true)`);
  }
}
