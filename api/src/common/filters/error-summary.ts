/**
 * The fields of a PostgreSQL error (node-postgres and PGlite name them alike) that say what failed without saying
 * whose data: the SQLSTATE and the objects involved. Never `message`, `detail` or `where`: PostgreSQL writes the
 * offending values there ('Failing row contains (…, sita@…, 98…)', 'invalid input syntax for type uuid: "…"').
 */
const SAFE_DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'routine',
] as const;

/** How deep a chain of `cause`s is followed: Drizzle wraps the driver's error once; more is never needed. */
const MAX_CAUSES = 4;

/**
 * What the log may say about an unexpected error: `{ message, stack }` with the stack's frames but its own first
 * line replaced by `message`.
 *
 * A database error is summarised by its class and the PostgreSQL fields of the driver's error under it (whose own
 * class name says nothing: PGlite's is minified). Drizzle's DrizzleQueryError carries the query's parameters in
 * its message ("Failed query: insert into users … params: Sita,sita@…,<password hash>,98…"), and the driver's
 * error can quote a row. Any other error keeps its message, which is the code's own words.
 */
export function errorSummary(exception: unknown): { message: string; stack?: string } {
  if (!(exception instanceof Error)) return { message: `Non-error thrown: ${typeof exception}` };
  const chain = causesOf(exception);
  const message = chain.some(isDatabaseError)
    ? `Database error: ${className(exception)} (${databaseFields(chain.find(hasSqlState))})`
    : `${className(exception)}: ${exception.message}`;
  const frames = (exception.stack ?? '').split('\n').filter((line) => /^\s+at\s/.test(line));
  return { message, stack: [message, ...frames].join('\n') };
}

function causesOf(error: Error): object[] {
  const chain: object[] = [];
  for (
    let e: unknown = error;
    e && typeof e === 'object' && chain.length < MAX_CAUSES;
    e = (e as { cause?: unknown }).cause
  )
    chain.push(e);
  return chain;
}

/** The driver's error carries a SQLSTATE: five digits or capitals. */
const hasSqlState = (error: object) => {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
};

/** The driver's error, or Drizzle's wrapper (which carries the query's params). */
const isDatabaseError = (error: object) =>
  hasSqlState(error) || Array.isArray((error as { params?: unknown }).params);

function databaseFields(error: object | undefined): string {
  const fields = SAFE_DATABASE_FIELDS.flatMap((name) => {
    const value = (error as Record<string, unknown> | undefined)?.[name];
    return typeof value === 'string' && value ? [`${name} ${value}`] : [];
  });
  return fields.join(', ') || 'no SQLSTATE';
}

const className = (error: object) =>
  error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : 'Error';
