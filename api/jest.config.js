// API tests boot the real Nest app over HTTP on a fresh database per test file (see test/harness). The pure rules'
// unit tests sit beside their files (src/**/*.spec.ts) and run apart from them: no database, no app, no run setup.
const { existsSync } = require('node:fs');
const path = require('node:path');

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

// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { maxWorkers, testTimeout, ...perProject } = base;

// Several API processes sharing one database: only a PostgreSQL server can be shared, so no PGlite run at all. The
// checkout's statements are counted on node-postgres's connections, which PGlite has none of.
const SERVER_ONLY = '/test/((security|mail|storage)/instances|checkout-statements)\\.e2e-spec\\.ts$';

// Without DATABASE_URL every file runs on embedded PGlite, as a newcomer's `npm test` does. When DATABASE_URL names a
// PostgreSQL server (CI sets it), every file runs on that server, and these run a second time on PGlite: the files
// whose subject is work the embedded driver does its own way
// (docs/decisions/0002-embedded-pglite-by-default-a-server-through-database-url.md):
// checkout and stock in transactions on its one connection, held stock under concurrent buyers, payments, the
// statistics' sums and counts, the products' writes, the migrations, the outbox's claims, the discount codes' uses
// taken and given back in orders' transactions, the backups and the variants' stock. Every other file asks
// the same SQL of the same PostgreSQL (compiled to WebAssembly there), or is about the HTTP layer, the configuration
// and the processes: a second driver proves nothing new there. So are these, though they once ran twice: the staff's
// permissions (a guard, before any SQL), the public tracking page and the phone check (reads and a setting), and the
// pictures in a bucket (the storage's kind; backups and restores on each driver are backups.e2e-spec.ts's subject).
// Each file run twice is a file's time more of `npm test` (issue 56 asks it within 12 minutes), and PGlite runs the
// same file two to three times slower than the server. The browser tests run the whole shop on PGlite
// besides: its first start's seed, the catalogue's lists and its trigram search among them.
const EMBEDDED_DRIVER = [
  'orders',
  'khalti',
  'esewa',
  'products-write',
  'stats',
  'order-numbers',
  'security/held-stock',
  'mail/order-emails',
  'discounts',
  // Delivery: the zones' districts moved in transactions, the fee in checkout's.
  'delivery',
  'delivery-checkout',
  // Backups read every table in one snapshot and restores write them back: each driver its own way.
  'backups',
  // Variants (issue 41): stock per variant taken, held and returned in orders' transactions, on each driver.
  'variants',
  // A refund's Khalti call claimed under the order's lock, raced by every caller (issue 49), on each driver.
  'refund-race',
  // Order lines' Nepali names (migration 0018) kept in the checkout's transaction, and the receipts' e-mails.
  'mail/order-lines-nepali',
  // A wallet's return to the checkout page's language; a cancel gives the stock back.
  'wallet-return-language',
  // The stock ledger (issue 55): movements written in the transactions of racing orders, refunds and edits.
  'stock-ledger',
  // Reviews (issue 54): a product's rating written in the review's transaction, the request job's SQL, on each driver.
  'reviews',
  // Shipping and texts (issue 53): new tables, enum values and the texts' outbox on each driver; orders placed before
  // them, read after the migration.
  'shipping',
  'text-messages',
  'shop-before-shipping',
].map((file) => {
  const spec = `test/${file}.e2e-spec.ts`;
  // A renamed file would otherwise drop out of the PGlite run without a word.
  if (!existsSync(path.join(__dirname, spec)))
    throw new Error(`jest.config.js: EMBEDDED_DRIVER names ${spec}, which is not there`);
  return `<rootDir>/${spec}`;
});

// Seeded databases shared by the files of one run (test/seeded-snapshots.ts). Set on the projects that use them: Jest
// runs a project's global setup only when one of its files runs, so `npx jest src` starts no database at all.
const run = {
  globalSetup: '<rootDir>/test/global-setup.js',
  globalTeardown: '<rootDir>/test/global-teardown.js',
};

// The pure rules' unit tests: the same compiler, none of the run's databases, in every run of `npm test`.
const unit = { ...perProject, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] };

module.exports = {
  rootDir: __dirname,
  maxWorkers: base.maxWorkers,
  testTimeout: base.testTimeout,
  projects: process.env.DATABASE_URL
    ? [
        unit,
        {
          ...perProject,
          ...run,
          displayName: 'pglite',
          setupFiles: ['<rootDir>/test/use-pglite.js'],
          testMatch: EMBEDDED_DRIVER,
        },
        { ...perProject, ...run, displayName: 'postgres' },
      ]
    : [unit, { ...perProject, ...run, displayName: 'pglite', testPathIgnorePatterns: [SERVER_ONLY] }],
};
