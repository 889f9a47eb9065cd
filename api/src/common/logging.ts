import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LogLevel, OnApplicationShutdown } from '@nestjs/common';
import type { Params } from 'nestjs-pino';
import { destination as fileDestination, type DestinationStream, type Level, type Logger } from 'pino';
import type { Options as PinoHttpOptions } from 'pino-http';

/**
 * Field paths pino blanks in every line, whatever logged them: credentials and tokens, at the top of a logged
 * object or one level down. Request bodies are never logged at all (see `request` below).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...[
    'password',
    'currentPassword',
    'newPassword',
    'token',
    'accessToken',
    'authorization',
    'secret',
  ].flatMap((key) => [key, `*.${key}`]),
];

const NEST_TO_PINO: [LogLevel, Level][] = [
  ['verbose', 'trace'],
  ['debug', 'debug'],
  ['log', 'info'],
  ['warn', 'warn'],
  ['error', 'error'],
  ['fatal', 'fatal'],
];

/** Nest's list of levels (what createApp's callers and tests pass) as pino's threshold: the most verbose one listed. */
export function pinoLevelOf(levels: LogLevel[] | false | undefined): Level | 'silent' {
  if (levels === false) return 'silent';
  if (!levels) return 'info';
  return NEST_TO_PINO.find(([nest]) => levels.includes(nest))?.[1] ?? 'silent';
}

/** Express's request, as pino-http hands it to the serializer (`raw`); `ip` honours TRUST_PROXY. */
type LoggedRequest = IncomingMessage & { ip?: string };

/** A request as its log line shows it. */
function loggedRequest(id: unknown, method?: string, url?: string, ip?: string) {
  return { id, method, path: url?.split('?')[0].replace(RESET_LINK_PATH, '$1[redacted]'), ip };
}

/** The reset page's check of its link carries the token in the path: a working link must not sit in the logs. */
const RESET_LINK_PATH = /^(\/api\/v1\/auth\/reset-password\/)[^/]+/i;

/**
 * One JSON line per request and per log call (production). A request is logged as method, path and client address
 * only: no headers (tokens, cookies), no query string (searches by e-mail, Khalti's return values), no body.
 */
export function productionLogging(level: Level | 'silent', destination?: DestinationStream): Params {
  // One numbering for every request logger made from these options (nestjs-pino's and CatalogReplay's), so no two
  // requests of a process share an id.
  let lastRequestId = 0;
  const options = {
    level,
    genReqId: (req: IncomingMessage) =>
      req.id ?? (lastRequestId = (lastRequestId + 1) % Number.MAX_SAFE_INTEGER),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // The health probe is asked every few seconds: logging it would bury everything else.
    autoLogging: { ignore: (req: IncomingMessage) => req.url?.split('?')[0].endsWith('/health') ?? false },
    serializers: {
      req: (req: { raw?: LoggedRequest; id?: unknown; method?: string; url?: string }) =>
        loggedRequest(req.id, req.method, req.url, req.raw?.ip),
      res: (res: { statusCode?: number; raw?: ServerResponse }) => ({ statusCode: res.statusCode }),
    },
  };
  return { pinoHttp: [options, destination ?? standardOutput()] };
}

/**
 * Standard output, written asynchronously: a line waits for the write before it (never for a timer or a full
 * buffer), so lines are as timely as synchronous ones while under load one write carries many. A synchronous write
 * per line cost the replayed catalog lists a good part of their throughput (bench/throughput.mjs). pino writes
 * what is left synchronously when the process exits, crash included; only a SIGKILL could lose the lines of the
 * write under way.
 */
function standardOutput(): DestinationStream {
  return fileDestination({ dest: 1, sync: false });
}

/**
 * Writes out, when the application shuts down, the lines the asynchronous standard output still holds. On SIGTERM,
 * Nest's shutdown hooks (main.ts) close the application and then end the process by the signal itself, without
 * Node's 'exit' event on which pino would have written them.
 */
export class LogFlushOnShutdown implements OnApplicationShutdown {
  constructor(private readonly logging: Params) {}

  onApplicationShutdown(): void {
    const destination = Array.isArray(this.logging.pinoHttp) ? this.logging.pinoHttp[1] : undefined;
    // A test's in-memory destination has nothing to flush.
    (destination as { flushSync?: () => void } | undefined)?.flushSync?.();
  }
}

/**
 * The line pino-http writes when a request completes, written for a request responded to outside express (the replayed
 * catalog lists): the same fields, through the same logger and destination. It leaves out what pino-http does for
 * every request, which cost about as much CPU as the rest of a replayed response: a child logger per request, the
 * full serialization of the request before ours picks four fields, and the redaction pass. The fields are built
 * here by the very function the serializer uses, and hold nothing to redact. Only for responses that cannot fail
 * half-way: a request that closes before its response is sent is not logged.
 */
export function completedRequestLog(
  logging: Params,
  logger: Logger,
): (req: IncomingMessage, res: ServerResponse) => void {
  const options = (Array.isArray(logging.pinoHttp) ? logging.pinoHttp[0] : logging.pinoHttp) as
    PinoHttpOptions | undefined;
  const genReqId = options?.genReqId;
  const asIs = (value: unknown) => value;
  const lines = logger.child({}, { serializers: { req: asIs, res: asIs }, redact: { paths: [] } });
  return (req, res) => {
    const started = Date.now();
    if (genReqId) req.id = genReqId(req, res);
    res.once('finish', () =>
      lines.info(
        {
          req: loggedRequest(req.id, req.method, req.url, (req as LoggedRequest).ip),
          res: { statusCode: res.statusCode },
          responseTime: Date.now() - started,
        },
        'request completed',
      ),
    );
  };
}
