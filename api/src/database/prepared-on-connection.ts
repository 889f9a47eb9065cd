import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database.types';

/** A value given each time a prepared statement runs: its SQL text is built once, this in its place. */
export const value = (name: string) => sql.placeholder(name);

/** A statement prepared once: Drizzle's `.prepare(name)`, or raw SQL's `prepareSql`. */
export interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** Raw SQL prepared once; its rows are the driver's result's `rows`. */
export interface PreparedSql<Row> {
  execute(values?: Record<string, unknown>): Promise<{ rows: Row[] }>;
}

/** What Drizzle's node-postgres and PGlite prepared queries and sessions hold their driver's client in. */
interface OnClient {
  client: unknown;
}

/**
 * `statement`, prepared once from the database, run on `db`'s connection: a transaction's, so that it takes part in
 * the transaction (sees its writes, holds its locks, rolls back with it), or the pool's.
 *
 * Drizzle binds a prepared query to the driver client of the session that prepared it: one prepared from the
 * database runs on a connection the pool lends, outside any transaction, and one prepared from a transaction is
 * built again in every transaction, the work preparing is there to save. Both its node-postgres and its PGlite
 * prepared queries read that client from their own `client` field when they run, and a transaction's session holds
 * its connection (node-postgres: the pool's client it took; PGlite: its transaction) in a field of the same name: the
 * statement is run as itself with the transaction's client in place of the pool's. Private fields, pinned by
 * prepared-on-connection.spec.ts, which fails when a new Drizzle keeps its client elsewhere.
 */
export function onConnection<S extends Executable>(statement: S, db: Database | Transaction): S {
  const { client } = db._.session as unknown as OnClient;
  if ((statement as unknown as OnClient).client === client) return statement;
  return Object.create(statement, { client: { value: client } }) as S;
}

const dialect = new PgDialect();

/**
 * Raw SQL (a statement of data-modifying CTEs, say) prepared once as `name`, its values `value(...)` placeholders:
 * as Drizzle's `db.execute` runs SQL, its text built here once instead of at every run. Run it with `onConnection`.
 */
export function prepareSql<Row>(db: Database, name: string, query: SQL): PreparedSql<Row> {
  return db._.session.prepareQuery(
    dialect.sqlToQuery(query),
    undefined,
    name,
    false,
  ) as unknown as PreparedSql<Row>;
}
