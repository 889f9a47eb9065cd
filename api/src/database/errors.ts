/**
 * Whether PostgreSQL raised `sqlState`, whichever driver raised it: node-postgres and PGlite put the SQLSTATE on the
 * error, Drizzle wraps it in a DrizzleQueryError whose `cause` is the driver's error.
 */
function raisedSqlState(error: unknown, sqlState: string): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => raisedSqlState(error, '23505');

/** PostgreSQL's foreign_key_violation (23503): a row others still point to. */
export const isForeignKeyViolation = (error: unknown): boolean => raisedSqlState(error, '23503');
