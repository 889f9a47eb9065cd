import path from 'node:path';
import { API, APPS } from '../../tools/apps';

// Ports apart from the development ones, so a running `npm start` never meets the tests: the shell
// on the base, each remote after it in the order of tools/apps.js, the API 1200 below.
// E2E_PORT_BASE moves the whole set (two suites on one machine).
const base = Number(process.env.E2E_PORT_BASE ?? 4300);
const portOf = (app: (typeof APPS)[number]) => base + APPS.indexOf(app);

/** By app name (`ports.shell`, `ports.admin`, ...), plus the API's. */
export const ports: Record<string, number> = {
  ...Object.fromEntries(APPS.map((app) => [app.name, portOf(app)])),
  api: base - 1200,
  /** The API's built-in mailbox (SMTP): the page is /sandbox/mailbox on the shop's port. */
  mailbox: base - 1199,
  /** Whole deployments of the specs in tests/deployment/ (support/deployment.ts): four ports each, ten apart. */
  deployments: base + 20,
};

export const shellUrl = `http://localhost:${ports.shell}`;

/** The port and URL variables of every app (tools/apps.js), for the e2e ports. */
const appsEnv = Object.fromEntries(
  APPS.flatMap((app) => [
    [app.portEnv, String(portOf(app))],
    ...(app.urlEnv ? [[app.urlEnv, `http://localhost:${portOf(app)}`]] : []),
  ]),
);

export const e2eEnv: Record<string, string> = {
  NODE_ENV: 'test',
  DATA_DIR: path.resolve(__dirname, `../.data/${base}`),
  // Empty means "unset": the e2e system runs on embedded PGlite, as a newcomer's would.
  DATABASE_URL: '',
  [API.portEnv]: String(ports.api),
  ...appsEnv,
  PUBLIC_URL: shellUrl,
  // The built-in mailbox, as `npm start` has it in development: the e-mail tests read their messages there.
  MAILBOX_PORT: String(ports.mailbox),
  // Every account test logs in through the API on two projects in parallel: far beyond the default 10 a minute.
  AUTH_RATE_LIMIT: '1000',
  // Likewise the failed logins per account and the checkouts per account and address (one machine, many buyers).
  LOGIN_FAILURE_LIMIT: '1000',
  CHECKOUT_RATE_LIMIT: '1000',
  CHECKOUT_ADDRESS_RATE_LIMIT: '1000',
  // The built-in SMS outbox, as development has it (NODE_ENV=test needs asking): the phone check reads its codes there.
  SMS_OUTBOX: 'true',
};
