type Env = Record<string, string | undefined>;

/**
 * Printed once at start when NODE_ENV is not set, so nobody mistakes a development start for a real shop.
 * tools/scripts/start.mjs (`npm start`) prints the same words.
 */
export const DEVELOPMENT_MODE_WARNING =
  'WARNING: NODE_ENV is not set: running in development mode, with the Khalti payment sandbox and the demo accounts (known passwords). Set NODE_ENV=production for a real shop.';

/** The warning line, or null when NODE_ENV says what this is. */
export function developmentModeWarning(env: Env = process.env): string | null {
  return env.NODE_ENV?.trim() ? null : DEVELOPMENT_MODE_WARNING;
}
