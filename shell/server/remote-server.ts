// A remote's server, as a remote is deployed: its built files for the shell on another origin (CORS), and a page
// at its root saying what it holds.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createHttpServer } from './http/http-server';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';

export interface RemoteServerOptions {
  root: string;
  log?: (line: string) => void;
}

export async function createRemoteServer({
  root,
  log = () => {},
}: RemoteServerOptions): Promise<FastifyInstance> {
  const app = createHttpServer({ log });
  const cors = { 'Access-Control-Allow-Origin': '*' };
  await registerSecurityHeaders(app, { contentSecurityPolicy: null, crossOrigin: true });

  // The shell's federation runtime fetches the manifest in CORS mode; a preflight is answered for a day.
  app.options('/*', async (request, reply) =>
    reply
      .code(204)
      .headers({
        ...cors,
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': String(request.headers['access-control-request-headers'] || '*'),
        'Access-Control-Max-Age': '86400',
      })
      .send(),
  );
  await registerStaticFiles(app, { root: path.resolve(root), index: true, extraHeaders: cors });
  app.setNotFoundHandler((request, reply) => {
    reply.headers({ ...cors, 'Cache-Control': 'no-cache' }).type('text/plain; charset=utf-8');
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return reply.code(405).header('Allow', 'GET, HEAD, OPTIONS').send('Method Not Allowed\n');
    return reply.code(404).send('Not Found\n');
  });
  return app;
}
