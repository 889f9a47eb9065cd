import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics (docs/operations.md, Metrics): one registry per process, as one process is one
 * instance to Prometheus. The modules only call the small functions below where their events already happen;
 * MetricsServer serves the registry on METRICS_PORT.
 */
export const registry = new Registry();

const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** A counter of this registry. */
const counter = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
  new Counter<L>({ name, help, labelNames, registers: [registry] });

const ordersCreated = counter(
  'pashmina_orders_created_total',
  'Orders placed at checkout, by payment method',
  ['payment_method'],
);
const payments = counter(
  'pashmina_payments_total',
  'Khalti payments settled, by outcome (paid or cancelled)',
  ['outcome'],
);
const catalogCache = counter(
  'pashmina_catalog_cache_requests_total',
  'Public catalog list requests, answered from memory (hit) or computed (miss)',
  ['result'],
);

let lastBackupSource: (() => Promise<Date | null>) | undefined;
new Gauge({
  name: 'pashmina_last_backup_timestamp_seconds',
  help: 'When the newest backup in BACKUP_DIR was taken (Unix time; 0: none)',
  registers: [registry],
  async collect() {
    const at = lastBackupSource ? await lastBackupSource() : null;
    this.set(at ? at.getTime() / 1000 : 0);
  },
});

let emailQueueSource: (() => Promise<number>) | undefined;
new Gauge({
  name: 'pashmina_email_queue_depth',
  help: 'E-mails in the outbox waiting to be sent',
  registers: [registry],
  async collect() {
    if (emailQueueSource) this.set(await emailQueueSource());
  },
});

const emailsFailed = counter(
  'pashmina_emails_failed_total',
  'E-mails given up on (a permanent failure, or 24 hours of temporary ones)',
);

// Every known series from the start at 0, so a rate() over them works before the first event.
for (const method of ['cash', 'khalti']) ordersCreated.inc({ payment_method: method }, 0);
for (const outcome of ['paid', 'cancelled']) payments.inc({ outcome }, 0);
for (const result of ['hit', 'miss']) catalogCache.inc({ result }, 0);

export type PaymentOutcome = 'paid' | 'cancelled';

export const countOrderCreated = (paymentMethod: string): void =>
  ordersCreated.inc({ payment_method: paymentMethod });
export const countPayment = (outcome: PaymentOutcome): void => payments.inc({ outcome });
export const countCatalogCache = (result: 'hit' | 'miss'): void => catalogCache.inc({ result });
export const countEmailFailed = (): void => emailsFailed.inc();
/** When the newest backup was taken, read when Prometheus scrapes. */
export const watchLastBackup = (at: () => Promise<Date | null>): void => void (lastBackupSource = at);
/** The outbox's depth, read when Prometheus scrapes. */
export const watchEmailQueue = (depth: () => Promise<number>): void => void (emailQueueSource = depth);

let defaultsCollected = false;
/** The process's own metrics (CPU, memory, event loop, GC): started with the first metrics listener. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: registry });
}

/** A request no route matched (unknown paths, static files): one label, never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';
const ROUTE = Symbol('metrics-route');

/** For responses sent ahead of express (the catalog's replays): the route template they stand for. */
export function labelRoute(res: ServerResponse, route: string): void {
  (res as ServerResponse & { [ROUTE]?: string })[ROUTE] = route;
}

/**
 * Times every request of `server` until its response is sent, labelled with the route template express matched
 * (`/api/v1/product/:id`), never the URL. Add it after every other 'request' listener is in place.
 */
export function timeRequests(server: Server): void {
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const end = httpDuration.startTimer();
    res.once('finish', () => {
      const matched = (req as IncomingMessage & { route?: { path?: unknown }; baseUrl?: string }).route;
      const route =
        typeof matched?.path === 'string'
          ? `${(req as { baseUrl?: string }).baseUrl ?? ''}${matched.path}`
          : ((res as ServerResponse & { [ROUTE]?: string })[ROUTE] ?? UNMATCHED_ROUTE);
      end({ method: req.method ?? 'GET', route, status_code: String(res.statusCode) });
    });
  });
}
