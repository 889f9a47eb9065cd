import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * Nest's express adapter, on an HTTP server that makes each request and response with express's own prototypes.
 *
 * Express gives every request and response its prototypes (Object.setPrototypeOf) before the first middleware.
 * On objects node has already made, V8 pays for that change on every request about as much as for all the rest
 * of express: a trivial express response managed 0.41 of bare node's throughput, and 0.83 on this server, where the
 * change is a no-op (docs/decisions/0066 has the shop's own figures). Everything else is the adapter's own; with HTTPS
 * or forceCloseConnections (neither used by the shop), or on a Node whose request and response are classes, the
 * adapter makes its usual server. express-adapter.spec.ts fails, saying which, when Node or express changes so that
 * this server is no longer made or no longer spares anything.
 */
export class ShopExpressAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    if (
      options?.httpsOptions ||
      options?.forceCloseConnections ||
      !callable(IncomingMessage) ||
      !callable(ServerResponse)
    )
      return super.initHttpServer(options);
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

/**
 * A constructor that runs `base` on an object made with `prototype`. `base` is called, not constructed with
 * Reflect.construct, which V8 runs several times slower than the change of prototype it saves.
 */
function withPrototype(base: object, prototype: object): unknown {
  function Made(this: object, ...args: unknown[]): void {
    Reflect.apply(base as (...args: unknown[]) => void, this, args);
  }
  Made.prototype = prototype;
  return Made;
}

/**
 * Node's IncomingMessage and ServerResponse are plain functions (callable on a new object), not classes: a class's
 * `prototype` property is read-only, a function's writable (ECMAScript's rule for each, not Node's source text).
 * express-adapter.spec.ts fails, saying so, on a Node where this server is no longer the one made.
 */
const callable = (constructor: object) =>
  Object.getOwnPropertyDescriptor(constructor, 'prototype')?.writable === true;
