import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import express from 'express';
import { APP_CONFIG, type AppConfig } from '../config';
import { collectProcessMetrics, registry } from './metrics';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics on METRICS_PORT, a listener of its own beside the API's: never on the public port, so neither the
 * shop's proxy nor a load balancer forwarding PORT ever reaches it. Off unless METRICS_PORT is set. It listens on
 * METRICS_HOST (default 127.0.0.1), not HOST: opening the API to a load balancer opens no metrics.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server?: Server;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.metricsPort === null) return;
    collectProcessMetrics();
    // On express, as the API itself is (through Nest): one route, and express's own 404 for anything else.
    const app = express();
    app.disable('x-powered-by');
    app.get(METRICS_PATH, (_req, res) => {
      registry.metrics().then(
        // end(), not send(): send() would rewrite the exposition format's content type.
        (text) => res.set('Content-Type', registry.contentType).end(text),
        (error: unknown) => {
          this.logger.error(`Metrics could not be collected: ${String(error)}`);
          res.status(500).type('text/plain').send('Metrics could not be collected\n');
        },
      );
    });
    const server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(this.config.metricsPort!, this.config.metricsHost, (error?: Error) =>
        error ? reject(error) : resolve(listening),
      );
    });
    this.server = server;
    this.logger.log(`Metrics at http://${this.config.metricsHost}:${this.port}${METRICS_PATH}`);
  }

  /** The port it listens on (METRICS_PORT=0 picks a free one: tests). */
  get port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  /** The address it listens on, as bound. */
  get host(): string | undefined {
    return (this.server?.address() as AddressInfo | null)?.address;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
