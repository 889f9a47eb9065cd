/**
 * A LIKE/ILIKE pattern matching `text` anywhere, its own %, _ and \ taken literally (the default escape is \),
 * so a search for '50%' means the characters, not a pattern. LIKE rather than strpos where a pg_trgm index can
 * serve the search.
 */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
