import { type LoggerService, type LogLevel, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module';
import { type AppConfig, loadConfig } from './config';
import { PRODUCT_MAX_PRICE_HEADER, PRODUCT_TOTAL_HEADER, TOTAL_COUNT_HEADER } from './contracts';
import { SANDBOX_PATH } from './payments';
import { type SeedOptions, type SeedResult, SeedService } from './seed';
import { UPLOADS_URL_PREFIX } from './storage';

export const API_PREFIX = 'api/v1';
export const DOCS_PATH = 'api/docs';
/**
 * JSON and form bodies: far above any real request (the longest, a checkout of MAX_ORDER_LINES lines, is a few kB),
 * small enough that no body costs much to parse. Larger bodies answer 413. Product pictures are multipart, bounded
 * by the product image interceptor instead.
 */
export const BODY_LIMIT = '32kb';

export interface CreateAppOptions {
  /** A ready configuration; by default it is loaded (and validated) from process.env. */
  config?: AppConfig;
  /** Replaces parts of the configuration (tests: an in-memory PGlite). */
  overrides?: Partial<AppConfig>;
  /** How the first-start seed runs (tests: a small catalogue with tiny pictures). */
  seed?: SeedOptions;
  logger?: LoggerService | LogLevel[] | false;
}

export interface CreatedApp {
  app: NestExpressApplication;
  config: AppConfig;
  seed: SeedResult;
}

/**
 * Builds the whole HTTP application, initialised but not listening: used by main.ts and by the tests, so both run
 * exactly the same pipeline (prefix, validation, error bodies, static uploads, docs). Migrates and seeds the database.
 */
export async function createApp(options: CreateAppOptions = {}): Promise<CreatedApp> {
  const config: AppConfig = { ...(options.config ?? loadConfig()), ...options.overrides };
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    // Throw instead of exiting the process, so main.ts reports start-up failures and tests see them.
    abortOnError: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  configureHttp(app, config);
  await app.init();
  const seed = config.seed
    ? await app.get(SeedService).seedIfEmpty(options.seed)
    : { seeded: false, products: 0 };
  return { app, config, seed };
}

function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: true });
  // The shell serves the site and proxies /api and /uploads here: take the client address from the proxy.
  app.set('trust proxy', 'loopback');
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  // The built-in Khalti sandbox sits beside the API, as Khalti's own host would (/sandbox/khalti/...).
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [{ path: `${SANDBOX_PATH}/{*path}`, method: RequestMethod.ALL }],
  });
  app.enableCors({
    origin: corsOrigins(config),
    // Lets the browser read the paging headers of the lists (products, orders, feedback).
    exposedHeaders: [...new Set([TOTAL_COUNT_HEADER, PRODUCT_TOTAL_HEADER, PRODUCT_MAX_PRICE_HEADER])],
  });
  // Pictures are stored under server-made names that never change content: cache them for a year.
  app.useStaticAssets(config.uploadDir, {
    prefix: UPLOADS_URL_PREFIX,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
  });
  const docs = new DocumentBuilder()
    .setTitle('Pashmina Shop API')
    .setDescription('REST API of the Pashmina Shop. Errors answer `{ success: false, message }`.')
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(DOCS_PATH, app, () => SwaggerModule.createDocument(app, docs));
}

/**
 * The shell (PUBLIC_URL) in every environment; in development also any localhost port, because each
 * micro-frontend can run standalone on its own port and call the API directly.
 */
function corsOrigins(config: AppConfig): (string | RegExp)[] {
  const origins: (string | RegExp)[] = [config.publicUrl];
  if (config.nodeEnv !== 'production') origins.push(/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/);
  return origins;
}
