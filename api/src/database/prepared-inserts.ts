import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './database.types';
import { type Executable, onConnection, value } from './prepared-on-connection';
import { PreparedStatements } from './prepared-statements';

/**
 * An INSERT of rows that always set the same columns (an outbox's messages), prepared once per number of rows up to
 * `max` (docs/decisions/0081-…): a change queues one message or two, and a statement per count beyond a few would be
 * kept by every connection for the rare change that queues more, whose statement is built each time instead.
 */
export class PreparedInserts<Row extends Record<string, unknown>> {
  private readonly statements: PreparedStatements<Executable>;

  /** `kind` begins the statements' names, as PreparedStatements's. */
  constructor(
    private readonly db: Database,
    private readonly table: PgTable,
    private readonly columns: readonly (keyof Row & string)[],
    kind: string,
    private readonly max = 4,
  ) {
    this.statements = new PreparedStatements<Executable>(kind, max);
  }

  /** Inserts `rows` on `tx`'s connection. */
  async insert(tx: Transaction, rows: Row[]): Promise<void> {
    if (!rows.length) return;
    const values: Record<string, unknown> = {};
    rows.forEach((row, i) => {
      for (const column of this.columns) values[`${column}${i}`] = row[column];
    });
    if (rows.length > this.max) {
      await this.build(tx, rows.length).execute(values);
      return;
    }
    const statement = this.statements.of(String(rows.length), (name) =>
      this.build(this.db, rows.length).prepare(name),
    );
    await onConnection(statement, tx).execute(values);
  }

  /** The INSERT of `count` rows, every value a placeholder named after its column and row. */
  private build(db: Database | Transaction, count: number) {
    const rows = Array.from({ length: count }, (_, i) =>
      Object.fromEntries(this.columns.map((column) => [column, value(`${column}${i}`)])),
    );
    return db.insert(this.table).values(rows as never);
  }
}
