import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { ShopExpressAdapter } from './express-adapter';

/**
 * ShopExpressAdapter leans on Node (its IncomingMessage and ServerResponse can be called as functions on an object
 * made with another prototype) and on express (which gives every request its own prototypes, the cost the adapter
 * spares). Nothing fails when either changes: the API only gets slower. These fail instead, saying which changed.
 * Run by `.ci/run` under Node 24 too.
 */
describe('ShopExpressAdapter', () => {
  /** What a request's prototype was when the server made it, and what it is by the time a route runs. */
  async function prototypesOf(
    app: Express,
    server: Server,
  ): Promise<{ made: object | null; routed: object | null; express: object }> {
    let made: object | null = null;
    server.prependListener('request', (req: IncomingMessage) => {
      made = Object.getPrototypeOf(req) as object | null;
    });
    let routed: object | null = null;
    app.get('/', (req, res) => {
      routed = Object.getPrototypeOf(req) as object | null;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(await res.text()).toBe('ok');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    return { made, routed, express: app.request };
  }

  /** Throws `reason` when `ok` is false: a plain sentence in the failure, not a diff of prototypes. */
  const holds = (ok: boolean, reason: string) => {
    if (!ok) throw new Error(reason);
  };

  it(`makes each request with express's prototype on this Node (${process.version})`, async () => {
    const adapter = new ShopExpressAdapter(express());
    adapter.initHttpServer({});
    const app = adapter.getInstance<Express>();
    const { made, express: prototype } = await prototypesOf(app, adapter.getHttpServer() as Server);
    holds(
      made === prototype,
      `On Node ${process.version}, ShopExpressAdapter made its requests with another prototype: Node's IncomingMessage ` +
        "or ServerResponse can no longer be called as functions, so it falls back to Nest's usual server and the API " +
        'to its lower throughput (docs/decisions/0066). Find another way or remove the adapter.',
    );
  });

  it('spares a change express makes on every request: express still gives each its own prototype', async () => {
    const app = express();
    const { made, routed, express: prototype } = await prototypesOf(app, createServer(app));
    holds(
      made !== prototype && routed === prototype,
      "express no longer changes each request's prototype to its own (on Node's usual server the route saw " +
        `${routed === prototype ? "express's" : 'another'} prototype): ShopExpressAdapter spares nothing now; ` +
        'measure bench/throughput.mjs without it and remove it (docs/decisions/0066).',
    );
  });
});
