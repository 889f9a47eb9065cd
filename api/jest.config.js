// API tests boot the real Nest app over HTTP on a fresh database per test file (see test/harness).
/** @type {import('jest').Config} */
const base = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true },
          // Without these, Nest's constructor injection silently receives undefined.
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        },
        module: { type: 'commonjs' },
      },
    ],
    // The e-mails' templates (src/mail/templates, React Email): JSX with React's automatic runtime, as tsc builds them.
    '^.+\\.tsx$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
    // PGlite's CommonJS build loads Node built-ins with dynamic import(), which Jest's module sandbox refuses
    // without --experimental-vm-modules: compile those calls to require() (cached after the first run).
    // React Email's render loads react-dom/server with import() too, for the same reason.
    '^.+/@react-email/render/dist/.+\\.cjs$': [
      '@swc/jest',
      {
        jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } },
        module: { type: 'commonjs', ignoreDynamic: false },
      },
    ],
    '^.+/@electric-sql/pglite/dist/.+\\.cjs$': [
      '@swc/jest',
      {
        jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } },
        module: { type: 'commonjs', ignoreDynamic: false },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|@react-email/render)/)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'json'],
  testTimeout: 60000,
  // Each worker runs its own embedded PostgreSQL (PGlite, ~150 MB), whose queries run on the worker's own thread: one
  // worker per core keeps them busy. More only wait for a core (and, on a loaded machine, past the hooks' timeouts);
  // `npm test` runs the frontends' suites beside this one.
  maxWorkers: '100%',
};

// Every file runs on embedded PGlite; when DATABASE_URL names a PostgreSQL server (CI sets it), every file that
// reads or writes the shop's data runs a second time on that server, so both database drivers (docs/decisions.md,
// PostgreSQL) are proven by one `npm test`.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { maxWorkers, testTimeout, ...perProject } = base;

const KILL_TEST = '/test/security/kill\\.e2e-spec\\.ts$';
// Several API processes sharing one database: only a PostgreSQL server can be shared, so no PGlite run at all.
const SERVER_ONLY = '/test/(security|mail)/instances\\.e2e-spec\\.ts$';

// Files about the HTTP layer, the configuration and the processes, not the data: response headers, compression,
// hostile input that never reaches a query, rate limits (memory or Redis), security log lines, the listen address,
// what a process prints, the mailbox's SMTP, the mail worker's retries through a 20 s outage. A second driver proves
// nothing new there, so with a server at hand they run once, on it (without DATABASE_URL they run on PGlite like every
// other file).
const HTTP_ONLY = [
  '/test/compression\\.e2e-spec\\.ts$',
  '/test/input-safety\\.e2e-spec\\.ts$',
  '/test/platform\\.e2e-spec\\.ts$',
  '/test/mail/mailbox\\.e2e-spec\\.ts$',
  '/test/mail/mail-server-down\\.e2e-spec\\.ts$',
  '/test/security/(events|headers|listen-address|production|rate-limits|stdout-log)\\.e2e-spec\\.ts$',
];

// Seeded databases shared by the files of one run (test/seeded-snapshots.ts).
const run = {
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
};

module.exports = process.env.DATABASE_URL
  ? {
      ...run,
      rootDir: __dirname,
      maxWorkers: base.maxWorkers,
      testTimeout: base.testTimeout,
      projects: [
        {
          ...perProject,
          displayName: 'pglite',
          setupFiles: ['<rootDir>/test/use-pglite.js'],
          // The kill test is about a database server surviving a killed API: with a server at hand it runs there only
          // (without DATABASE_URL it runs on an embedded PGlite folder instead, so a newcomer still runs it).
          testPathIgnorePatterns: [KILL_TEST, SERVER_ONLY, ...HTTP_ONLY],
        },
        { ...perProject, displayName: 'postgres' },
      ],
    }
  : { ...base, ...run, testPathIgnorePatterns: [SERVER_ONLY] };
