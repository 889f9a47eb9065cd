import { createHash } from 'node:crypto';

/**
 * Prepared statements by shape: a query whose filters vary is prepared once per shape (which filters are present,
 * its order, with or without a cursor), its values passed as placeholders, so Drizzle builds its SQL text once and
 * node-postgres has each connection's server parse it once (docs/decisions/0073-prepared-catalog-queries.md).
 * At most `max` shapes are kept, the least recently used dropped first; a dropped shape is prepared again on use.
 */
export class PreparedStatements<T> {
  private readonly statements = new Map<string, T>();

  /** `kind` begins the statements' names: one per query, as a statement's name must always name the same SQL. */
  constructor(
    private readonly kind: string,
    private readonly max = 100,
  ) {}

  /** The statement of `shape`, prepared by `prepare` (with its name) the first time. */
  of(shape: string, prepare: (name: string) => T): T {
    let statement = this.statements.get(shape);
    if (statement) this.statements.delete(shape);
    else {
      statement = prepare(statementName(this.kind, shape));
      if (this.statements.size >= this.max)
        this.statements.delete(this.statements.keys().next().value as string);
    }
    this.statements.set(shape, statement);
    return statement;
  }

  /** How many shapes are prepared now. */
  get size(): number {
    return this.statements.size;
  }
}

/**
 * A name the same on every instance and every connection for the same shape (hence the same SQL text): PostgreSQL
 * refuses a name a connection already prepared with other text, and names stay below its 63 characters.
 */
export function statementName(kind: string, shape: string): string {
  return `${kind}_${createHash('sha1').update(shape).digest('base64url').slice(0, 20)}`;
}
