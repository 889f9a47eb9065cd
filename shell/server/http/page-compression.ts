// The shell's page is made per request, so it is compressed per request (the static files are sent as the build
// compressed them: static-files.ts), through @fastify/compress: brotli when the browser takes it, else gzip, else
// none, at levels a request can afford (brotli 5, gzip 6: the build's 11 and 9 take far longer).
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/**
 * Pages up to this size are compressed in one call, which gives the response its Content-Length (a page is some tens of
 * kilobytes: a millisecond or so); a larger one would be streamed, in chunks.
 */
const COMPRESSED_AT_ONCE_BYTES = 1024 * 1024;

/**
 * The page's Vary, compressed or not (a cache must not give a gzip-less client the brotli copy), spelled as the
 * static files spell it. Added after @fastify/compress's own hook, which writes it only when it compresses.
 */
const varyByEncoding: onSendHookHandler = (_request, reply, payload, done) => {
  if ([200, 304, 404].includes(reply.statusCode)) reply.header('Vary', 'Accept-Encoding');
  done(null, payload);
};

/** Compresses the responses of the routes `app` (an encapsulated context) registers from now on. */
export async function registerPageCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Every page, however short (an empty body, a 304's, is left as it is).
    threshold: 1,
    syncThreshold: COMPRESSED_AT_ONCE_BYTES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
  });
  app.addHook('onRoute', (route) => {
    route.onSend = [...[route.onSend ?? []].flat(), varyByEncoding];
  });
}
