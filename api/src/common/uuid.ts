const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot exist, so callers respond with 404 without asking the database (which would fail the cast). */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
