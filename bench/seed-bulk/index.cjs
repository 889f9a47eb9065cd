// The benchmarks' bulk seed: 100,000 generated products and orders, so bench/catalog.mjs and bench/stats.mjs measure
// a busy shop. Not part of the API: `npm run seed -- --products N --orders N` (api/src/seed-cli.ts) seeds the
// first-start data, then loads these generators and lends them what they need of the API (api/src/seed/bulk-seed.ts).

/**
 * What the API lends the generators.
 * @typedef {object} BulkSeedKit
 * @property {{ execute(query: unknown): Promise<{ rows: Record<string, unknown>[] }>, transaction<T>(work: (tx: BulkSeedKit['db']) => Promise<T>): Promise<T> }} db
 *   the API's Drizzle database (PGlite or PostgreSQL)
 * @property {(strings: TemplateStringsArray, ...values: unknown[]) => unknown} sql  the API's own Drizzle `sql` tag
 * @property {(variant: number) => Promise<string>} picture  renders and stores the variant-th product picture; its key
 * @property {() => Promise<number>} productCount
 * @property {string[]} colourNames  the colourways' names, for product names
 * @property {string[]} colourNamesNe  the same in Nepali, in the same order, for the Nepali names
 * @property {readonly string[]} genders
 * @property {readonly string[]} categories
 * @property {number} customerRole  users.role of a customer
 * @property {(message: string) => void} log
 */

const { addProducts } = require('./products.cjs');
const { addOrders } = require('./orders.cjs');

module.exports = { addProducts, addOrders };
