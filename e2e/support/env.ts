import path from 'node:path';

// Ports apart from the development ones, so a running `npm start` never meets the tests.
// E2E_PORT_BASE moves the whole set (two suites on one machine).
const base = Number(process.env.E2E_PORT_BASE ?? 4300);
export const ports = {
  api: base - 1200,
  shell: base,
  storefront: base + 1,
  customerArea: base + 2,
  admin: base + 3,
  /** Extra shell deployments started by tests, and a port where nothing listens. */
  spareShells: base + 10,
  nothingListens: base + 99,
};

export const shellUrl = `http://localhost:${ports.shell}`;

export const e2eEnv: Record<string, string> = {
  NODE_ENV: 'test',
  DATA_DIR: path.resolve(__dirname, `../.data/${base}`),
  // Empty means "unset": the e2e system runs on embedded PGlite, as a newcomer's would.
  DATABASE_URL: '',
  PORT: String(ports.api),
  SHELL_PORT: String(ports.shell),
  STOREFRONT_PORT: String(ports.storefront),
  CUSTOMER_AREA_PORT: String(ports.customerArea),
  ADMIN_PORT: String(ports.admin),
  STOREFRONT_URL: `http://localhost:${ports.storefront}`,
  CUSTOMER_AREA_URL: `http://localhost:${ports.customerArea}`,
  ADMIN_URL: `http://localhost:${ports.admin}`,
  PUBLIC_URL: shellUrl,
  // Every account test logs in through the API on two projects in parallel: far beyond the default 10 a minute.
  AUTH_RATE_LIMIT: '1000',
};
