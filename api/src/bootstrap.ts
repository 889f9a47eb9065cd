import { type LoggerService, type LogLevel, RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Server } from 'node:http';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { type Params, Logger as PinoLogger, PinoLogger as RequestLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { completedRequestLog, pinoLevelOf, productionLogging } from './common/logging';
import { ShopExpressAdapter } from './common/http/express-adapter';
import { noStoreWhenSignedIn, securityHeaders } from './common/http/security-headers';
import { thisMachineOnly } from './common/http/this-machine-only';
import { type AppConfig, loadConfig } from './config';
import {
  API_PREFIX,
  JSON_BODY_BYTES,
  PRODUCT_MAX_PRICE_HEADER,
  PRODUCT_TOTAL_HEADER,
  TOTAL_COUNT_HEADER,
} from './contracts';
import { MAILBOX_PATH } from './mail';
import { SMS_OUTBOX_PATH } from './sms';
import { countCatalogCache, labelRoute, timeRequests } from './metrics';
import { ESEWA_SANDBOX_PATH, SANDBOX_PATH } from './payments';
import { CatalogReplay } from './products';
import { SITEMAP_FILES_PATH, SITEMAP_PATH } from './sitemap';
import { type SeedOptions, type SeedResult, SeedService } from './seed';
import {
  IMAGE_STORAGE,
  type ImageStorage,
  S3ImageStorage,
  servePicturesFromBucket,
  UPLOADS_URL_PREFIX,
} from './storage';

// The prefix and the JSON limit are the contracts' (upload-routes.ts), which the shop's server reads too. Larger
// bodies answer 413; pictures are multipart, bounded by the product image interceptor instead.
export { API_PREFIX };
export const DOCS_PATH = 'api/docs';
const BODY_LIMIT = JSON_BODY_BYTES;
/** Answers smaller than this go as they are: gzip's header and CPU cost more than they save. */
export const COMPRESSION_THRESHOLD = 1024;

export interface CreateAppOptions {
  /** A ready configuration; by default it is loaded (and validated) from process.env. */
  config?: AppConfig;
  /** Replaces parts of the configuration (tests: an in-memory PGlite). */
  overrides?: Partial<AppConfig>;
  /** How the first-start seed runs (tests: a small catalogue with tiny pictures). */
  seed?: SeedOptions;
  /** Nest's logger, or the levels to print. In production the levels set the threshold of the JSON logger. */
  logger?: LoggerService | LogLevel[] | false;
  /** Production's JSON log lines go here instead of stdout (tests read them). */
  logDestination?: DestinationStream;
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
  const levels = options.logger ?? ['log', 'warn', 'error'];
  // Production logs are JSON lines a log system can read (nestjs-pino); elsewhere Nest's readable lines.
  const logging =
    config.nodeEnv === 'production' && (levels === false || Array.isArray(levels))
      ? productionLogging(pinoLevelOf(levels), options.logDestination)
      : undefined;
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, logging),
    new ShopExpressAdapter(),
    {
      // Throw instead of exiting the process, so main.ts reports start-up failures and tests see them.
      abortOnError: false,
      ...(logging ? { bufferLogs: true } : { logger: levels }),
    },
  );
  if (logging) app.useLogger(app.get(PinoLogger));
  if (config.catalogCache) replayCatalogFirst(app, logging);
  configureHttp(app, config);
  await app.init();
  // Every request is timed, replayed or not; and only when something reads the times.
  if (config.metricsPort !== null) timeRequests(app.getHttpServer() as Server);
  const seed = config.seed
    ? await app.get(SeedService).seedIfEmpty(options.seed)
    : { seeded: false, products: 0 };
  return { app, config, seed };
}

function configureHttp(app: NestExpressApplication, config: AppConfig): void {
  app.disable('x-powered-by');
  app.use(compression({ threshold: COMPRESSION_THRESHOLD, filter: compressible }));
  app.useBodyParser('json', { limit: BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: BODY_LIMIT, extended: true });
  // The client address comes from X-Forwarded-For as far as TRUST_PROXY's proxies wrote it (default: the shell's on loopback).
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config.apiDocs ? DOCS_PATH : null));
  app.use(noStoreWhenSignedIn);
  // The sandboxes (/sandbox/khalti, /sandbox/mailbox) and the docs answer only this machine, in every mode.
  app.use(thisMachineOnly(['/sandbox', `/${DOCS_PATH}`]));
  // The built-in Khalti sandbox sits beside the API, as Khalti's own host would (/sandbox/khalti/...), and so does
  // the development mailbox (/sandbox/mailbox).
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      { path: `${SANDBOX_PATH}/{*path}`, method: RequestMethod.ALL },
      { path: `${ESEWA_SANDBOX_PATH}/{*path}`, method: RequestMethod.ALL },
      { path: MAILBOX_PATH, method: RequestMethod.ALL },
      { path: `${MAILBOX_PATH}/{*path}`, method: RequestMethod.ALL },
      { path: SMS_OUTBOX_PATH, method: RequestMethod.ALL },
      { path: `${SMS_OUTBOX_PATH}/{*path}`, method: RequestMethod.ALL },
      // Search engines read the sitemap at the shop's root.
      { path: SITEMAP_PATH, method: RequestMethod.GET },
      { path: `${SITEMAP_FILES_PATH}/{*path}`, method: RequestMethod.GET },
    ],
  });
  app.enableCors({
    origin: corsOrigins(config),
    // Lets the browser read the paging headers of the lists (products, orders, feedback).
    exposedHeaders: [...new Set([TOTAL_COUNT_HEADER, PRODUCT_TOTAL_HEADER, PRODUCT_MAX_PRICE_HEADER])],
  });
  // Pictures are stored under server-made names that never change content: cache them for a year. From the bucket
  // with STORAGE=s3, under the same paths.
  const storage = app.get<ImageStorage>(IMAGE_STORAGE);
  if (storage instanceof S3ImageStorage) app.use(UPLOADS_URL_PREFIX, servePicturesFromBucket(storage));
  else
    app.useStaticAssets(config.uploadDir, {
      prefix: UPLOADS_URL_PREFIX,
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    });
  if (config.apiDocs) setUpDocs(app);
}

/**
 * CatalogReplay as the first express middleware, ahead of compression, helmet, CORS and Nest: a public catalog
 * request (a list, a search, a product) whose response is cached and current is answered from memory (and logged as the pipeline logs it); any
 * other goes on through the whole pipeline, which records the responses of the list routes for next time.
 *
 * Why it is here and not a Nest interceptor: most requests of a shop are the same few list pages, and through the
 * whole pipeline each costs about 0.3 ms of CPU even when the catalog cache holds its body (compression and
 * routing, mostly). bench/throughput.mjs gave 0.20 of bare node without the replay, and 0.44 and 0.64 with it here
 * (goal 0.40) on ShopExpressAdapter's server; on node's own, express's change of prototypes held it at 0.28 to
 * 0.41.
 */
function replayCatalogFirst(app: NestExpressApplication, logging: Params | undefined): void {
  const replay = app.get(CatalogReplay);
  // The same JSON line per request as nestjs-pino's middleware writes, through the same logger (made when the
  // application initialises, so taken at the first request): a replayed request never reaches that middleware.
  let log: ReturnType<typeof completedRequestLog> | undefined;
  const logOf = () => (logging ? (log ??= completedRequestLog(logging, RequestLogger.root)) : undefined);
  app.use((req: Request, res: Response, next: NextFunction) => {
    const replayable = replay.keyOf(req, () => req.secure);
    if (!replayable) return next();
    const { key, route } = replayable;
    // A replayed answer is labelled with its route's template; through the pipeline express's route wins.
    labelRoute(res, route);
    replay.replay(key, req, res, logOf()).then(
      (done) => {
        if (done) return countCatalogCache('hit');
        replay.record(key, res);
        next();
      },
      // The version could not be read: the pipeline answers (and reports) as it would have anyway.
      () => next(),
    );
  });
}

/**
 * JSON, HTML and text as the compression package decides, except the orders' CSV export: it streams a batch at a
 * time, and gzip would hold the batches back until its buffer fills, so the download would no longer start at once.
 */
const compressible: compression.CompressionFilter = (req, res) =>
  !String(res.getHeader('Content-Type') ?? '').startsWith('text/csv') && compression.filter(req, res);

/** Swagger UI at /api/docs and the OpenAPI document at /api/docs-json (API_DOCS; off in production by default). */
function setUpDocs(app: NestExpressApplication): void {
  const docs = new DocumentBuilder()
    .setTitle('Pashmina Shop API')
    .setDescription(
      'REST API of the Pashmina Shop. Errors answer `{ success: false, statusCode, message, code, params? }` (docs/api.md).',
    )
    .setVersion('1')
    .addBearerAuth()
    .build();
  SwaggerModule.setup(DOCS_PATH, app, () => SwaggerModule.createDocument(app, docs));
}

/**
 * The shell (PUBLIC_URL) in every environment, and only it in production; elsewhere also any localhost port, because each
 * micro-frontend can run standalone on its own port and call the API directly.
 */
function corsOrigins(config: AppConfig): (string | RegExp)[] {
  const origins: (string | RegExp)[] = [config.publicUrl];
  if (config.nodeEnv !== 'production') origins.push(/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/);
  return origins;
}
