import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { GENDER_CATEGORIES, GENERAL_CATEGORIES, ROLE_USER } from '../contracts';
import { DATABASE, type Database } from '../database';
import { ProductImagesService, ProductsRepository } from '../products';
import { COLOUR_NAMES_NE } from './catalog-nepali';
import { COLOURWAYS } from './palettes';
import { renderProductArt } from './product-art';

/**
 * The benchmarks' generators of 100,000 products and orders live in bench/seed-bulk/, not in the API: this is what
 * the API lends them (its database, its SQL tag, its pictures and the catalogue's words), and where they are found.
 * Only the seed's command line (seed-cli.ts) and the tests load them.
 */
export interface BulkSeedKit {
  db: Database;
  sql: typeof sql;
  /** Renders and stores the variant-th generated product picture; answers its key. */
  picture(variant: number): Promise<string>;
  productCount(): Promise<number>;
  colourNames: string[];
  colourNamesNe: string[];
  genders: readonly string[];
  categories: readonly string[];
  /** users.role of a customer. */
  customerRole: number;
  log(message: string): void;
}

/** bench/seed-bulk/index.cjs. */
export interface BulkGenerators {
  /** Adds `count` products after those there; answers the catalogue's new size. */
  addProducts(kit: BulkSeedKit, count: number): Promise<number>;
  /** Adds `count` orders of the oldest customer account, with their lines and history. */
  addOrders(kit: BulkSeedKit, count: number): Promise<void>;
}

/** From api/src/seed (sources) or api/dist/seed (the build), the same way up to the repository. */
const GENERATORS = path.resolve(__dirname, '../../../bench/seed-bulk/index.cjs');

export function loadBulkGenerators(): BulkGenerators {
  if (!existsSync(GENERATORS))
    throw new Error(`--products and --orders need the repository's bench/ folder (${GENERATORS} is missing)`);
  return createRequire(__filename)(GENERATORS) as BulkGenerators;
}

/** What the generators may use of an application context built from AppModule. */
export function bulkSeedKit(context: INestApplicationContext): BulkSeedKit {
  const images = context.get(ProductImagesService);
  const products = context.get(ProductsRepository);
  const logger = new Logger('Seed');
  return {
    db: context.get<Database>(DATABASE),
    sql,
    picture: async (variant) =>
      images.store(
        await renderProductArt({
          category: GENERAL_CATEGORIES[variant % GENERAL_CATEGORIES.length],
          colours: COLOURWAYS[(variant * 5) % COLOURWAYS.length],
          variant,
        }),
      ),
    productCount: () => products.count(),
    colourNames: COLOURWAYS.map((colourway) => colourway.name),
    colourNamesNe: COLOURWAYS.map((colourway) => COLOUR_NAMES_NE[colourway.name] ?? colourway.name),
    genders: GENDER_CATEGORIES,
    categories: GENERAL_CATEGORIES,
    customerRole: ROLE_USER,
    log: (message) => logger.log(message),
  };
}
