/**
 * `npm run seed -w @pashmina/api [-- --products 100000] [--orders 100000]`
 * Seeds an empty database (accounts and demo catalogue) and, for benchmarks, adds N generated products with
 * --products N (each with N' colour variants with --variants N') and N generated orders with --orders N, through the generators in bench/seed-bulk/ (not part of the
 * API: they need the repository's bench/ folder). With the embedded PGlite, stop the API first: one database
 * folder, one process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { baseDir, ConfigError, loadConfig } from './config';
import { bulkSeedKit, loadBulkGenerators, SeedService } from './seed';

/** The whole number after `--<name>` (or in `--<name>=N`), from 1 to 5,000,000; undefined when not given. */
function parseCount(args: string[], name: 'products' | 'orders' | 'variants'): number | undefined {
  const flag = `--${name}`;
  const index = args.findIndex((arg) => arg === flag || arg.startsWith(`${flag}=`));
  if (index < 0) return undefined;
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    throw new ConfigError([`${flag} must be a whole number from 1 to 5000000 (got "${raw}")`]);
  }
  return count;
}

async function run(): Promise<void> {
  const envFile = path.join(baseDir(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const args = process.argv.slice(2);
  const bulkProducts = parseCount(args, 'products');
  const bulkOrders = parseCount(args, 'orders');
  // Colour variants of each generated product (bench/catalog.mjs: 3); none without the flag.
  const variants = parseCount(args, 'variants');
  // Found before anything is written: a deployment without bench/ refuses the flags at once.
  const generators = bulkProducts || bulkOrders ? loadBulkGenerators() : undefined;
  const config = loadConfig();
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    abortOnError: false,
    logger: ['log', 'warn', 'error'],
  });
  try {
    const result = await context.get(SeedService).seedIfEmpty();
    if (!result.seeded) new Logger('Seed').log('Accounts already exist: demo seed skipped');
    if (generators && bulkProducts)
      await generators.addProducts(bulkSeedKit(context), bulkProducts, { variants: variants ?? 0 });
    if (generators && bulkOrders) await generators.addOrders(bulkSeedKit(context), bulkOrders);
  } finally {
    await context.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
