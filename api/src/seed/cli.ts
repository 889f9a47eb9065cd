/**
 * `npm run seed -w @pashmina/api [-- --products 100000]`
 * Seeds an empty database (accounts and demo catalogue) and, with --products N, adds N generated products for
 * benchmarks. With the embedded PGlite, stop the API first: one database folder, one process.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { baseDir, ConfigError, loadConfig } from '../config';
import { SeedService } from './seed.service';

function parseProducts(args: string[]): number | undefined {
  const index = args.findIndex((arg) => arg === '--products' || arg.startsWith('--products='));
  if (index < 0) return undefined;
  const raw = args[index].includes('=') ? args[index].split('=')[1] : args[index + 1];
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    throw new ConfigError([`--products must be a whole number from 1 to 5000000 (got "${raw}")`]);
  }
  return count;
}

async function run(): Promise<void> {
  const envFile = path.join(baseDir(), '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const bulk = parseProducts(process.argv.slice(2));
  const config = loadConfig();
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), {
    abortOnError: false,
    logger: ['log', 'warn', 'error'],
  });
  try {
    const seed = context.get(SeedService);
    const result = await seed.seedIfEmpty();
    if (!result.seeded) new Logger('Seed').log('Accounts already exist: demo seed skipped');
    if (bulk) await seed.seedBulk(bulk);
  } finally {
    await context.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
