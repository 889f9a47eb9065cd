import path from 'node:path';

// Ports apart from the development ones, so a running `npm start` never meets the tests.
export const ports = { api: 3100, shell: 4300, storefront: 4301, customerArea: 4302, admin: 4303 };

export const shellUrl = `http://localhost:${ports.shell}`;

export const e2eEnv: Record<string, string> = {
  NODE_ENV: 'test',
  DATA_DIR: path.resolve(__dirname, '../.data'),
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
};
