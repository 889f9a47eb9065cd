// What `npm start` prints once everything listens. Kept apart from start.mjs (which starts servers when imported)
// so its test can read exactly what a production start would print.

import { createRequire } from 'node:module';

// The API prints the same words at its own start (api/src/config/development-warning.ts).
export const DEVELOPMENT_MODE_WARNING =
  'WARNING: NODE_ENV is not set: running in development mode, with the Khalti payment sandbox and the demo accounts (known passwords). Set NODE_ENV=production for a real shop.';

/** The seeded owner's documented development password (api/src/config/app-config.ts, DEV_ADMIN_PASSWORD). */
export const DEV_ADMIN_PASSWORD = 'admin12345';
/** The demo customer the development seed creates (api/src/seed/demo-customer.ts, DEMO_CUSTOMER): the same file. */
export const DEMO_CUSTOMER = createRequire(import.meta.url)(
  '../../../api/src/seed/demo-customer-account.json',
);

const trimmed = (value) => value?.trim() || undefined;

/** API_DOCS as the API reads it: on by default except in production. */
function apiDocsOn(env) {
  const raw = trimmed(env.API_DOCS)?.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  return trimmed(env.NODE_ENV) !== 'production';
}

/**
 * The API's built-in mailbox runs as the API decides (api/src/config/load-config.ts): without SMTP_URL, in
 * development, or in tests that name MAILBOX_PORT; never in production.
 */
function mailboxOn(env) {
  if (trimmed(env.SMTP_URL)) return false;
  const nodeEnv = trimmed(env.NODE_ENV) ?? 'development';
  return nodeEnv === 'development' || (nodeEnv === 'test' && trimmed(env.MAILBOX_PORT) !== undefined);
}

/**
 * How this start runs, in one line of the summary: what serves the apps (the built apps, or webpack's dev servers with
 * --dev) and the API's mode, which NODE_ENV decides. A build is not production: that is NODE_ENV's word alone.
 * @param {{ dev: boolean, env: Record<string, string | undefined> }} start
 */
export function modeOf({ dev, env }) {
  const servers = dev ? 'dev servers with hot reload' : 'built apps';
  const nodeEnv = trimmed(env.NODE_ENV);
  const mode =
    nodeEnv === 'production'
      ? 'production mode'
      : nodeEnv === undefined || nodeEnv === 'development'
        ? 'development mode (Khalti sandbox, demo accounts)'
        : `NODE_ENV=${nodeEnv}`;
  return `${servers}, ${mode}`;
}

/**
 * Prints the addresses of the shop (and of the mailbox when it runs), and in development the demo accounts. Production prints no account and no
 * password: its owner's password is the operator's secret and its seed makes no demo customer, and a start's
 * output ends up in logs. Even in development a password set in ADMIN_PASSWORD is named, not shown, as the API does.
 * @param {{ say: (text?: string) => void, warn: (text: string) => void, bold?: (text: string) => string }} out
 * `publicUrl`: the address the API gives out (PUBLIC_URL, tools/apps.js), named when it is not the shop's here;
 * `logFile`: where the servers' own output went (all of it is on the terminal with --verbose, then undefined).
 * @param {{ env: Record<string, string | undefined>, shellPort: number, apiPort: number, apiStarted: boolean,
 *   remotes: { name: string, base: string }[], dev?: boolean, publicUrl?: string, logFile?: string }} shop
 */
export function printWelcome(
  out,
  { env, shellPort, apiPort, apiStarted, remotes, dev = false, publicUrl, logFile },
) {
  const bold = out.bold ?? ((text) => text);
  const nodeEnv = trimmed(env.NODE_ENV);
  const shopUrl = `http://localhost:${shellPort}`;
  out.say();
  out.say(bold('Pashmina Shop is running'));
  out.say(`  Shop                  ${bold(shopUrl)}`);
  if (publicUrl && publicUrl !== shopUrl)
    out.say(`  Public address        ${publicUrl}   (PUBLIC_URL: e-mail links, Khalti's return)`);
  if (apiStarted) {
    const docs = apiDocsOn(env) ? `(docs: http://localhost:${apiPort}/api/docs)` : '(docs off: API_DOCS)';
    out.say(`  API                   http://localhost:${apiPort}/api/v1   ${docs}`);
  }
  if (apiStarted && mailboxOn(env))
    out.say(
      `  Mailbox               http://localhost:${shellPort}/sandbox/mailbox   (every e-mail the shop sends; no SMTP_URL)`,
    );
  for (const remote of remotes) out.say(`  ${`remote ${remote.name}`.padEnd(22)}${remote.base}`);
  out.say(`  Mode                  ${modeOf({ dev, env })}`);
  if (logFile) out.say(`  Servers' output       ${logFile}   (npm start -- --verbose prints it here)`);
  out.say();
  if (nodeEnv !== 'production') {
    const adminEmail = trimmed(env.ADMIN_EMAIL) ?? 'admin@pashmina.test';
    const documented = (trimmed(env.ADMIN_PASSWORD) ?? DEV_ADMIN_PASSWORD) === DEV_ADMIN_PASSWORD;
    out.say('  Demo accounts');
    out.say(`    admin        ${adminEmail} / ${documented ? DEV_ADMIN_PASSWORD : '(ADMIN_PASSWORD)'}`);
    out.say(`    customer     ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
    out.say();
  }
  if (!nodeEnv) {
    out.say();
    out.warn(DEVELOPMENT_MODE_WARNING);
  }
}
