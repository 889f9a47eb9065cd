/**
 * True for PostgreSQL's unique_violation (23505), whichever driver raised it: node-postgres and PGlite put the
 * SQLSTATE on the error, Drizzle wraps it in a DrizzleQueryError whose `cause` is the driver's error.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
