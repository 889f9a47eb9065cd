import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { collectProcessMetrics, registry } from './metrics';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics on METRICS_PORT, a listener of its own beside the API's: never on the public port, so neither the
 * shop's proxy nor a load balancer forwarding PORT ever reaches it. Off unless METRICS_PORT is set.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === null) return;
    collectProcessMetrics();
    const server = createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || path !== METRICS_PATH) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
        (error: unknown) => {
          this.logger.error(`Metrics could not be collected: ${String(error)}`);
          res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics could not be collected\n');
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.metricsPort!, this.config.host, resolve);
    });
    this.server = server;
    this.logger.log(`Metrics at http://${this.config.host}:${this.port}${METRICS_PATH}`);
  }

  /** The port it listens on (METRICS_PORT=0 picks a free one: tests). */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
