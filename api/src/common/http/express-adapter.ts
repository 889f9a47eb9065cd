import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * Nest's express adapter, on an HTTP server that makes each request and response with express's own prototypes.
 *
 * Express gives every request and response its prototypes (Object.setPrototypeOf) before the first middleware.
 * On objects node has already made, V8 pays for that change on every request about as much as for all the rest
 * of express: a trivial express answer managed 0.41 of bare node's throughput, and 0.83 on this server, where the
 * change is a no-op. Everything else is the adapter's own; with HTTPS or forceCloseConnections (neither used by
 * the shop) the adapter makes its usual server.
 */
export class ShopExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (options?.httpsOptions || options?.forceCloseConnections) return super.initHttpServer(options);
    const app = this.getInstance<Express>();
    this.httpServer = createServer(
      {
        IncomingMessage: withPrototype(IncomingMessage, app.request) as typeof IncomingMessage,
        ServerResponse: withPrototype(ServerResponse, app.response) as typeof ServerResponse,
      },
      app,
    );
  }
}

/** A constructor that makes what `base` makes, with `prototype` as its prototype from the start. */
function withPrototype(base: new (...args: never[]) => object, prototype: object): unknown {
  function Made(...args: unknown[]): object {
    return Reflect.construct(base, args, Made) as object;
  }
  Made.prototype = prototype;
  return Made;
}
