// ETags of the responses this server makes itself (the shell's page, /mf-remotes.json; the static files get theirs
// from @fastify/static), through @fastify/etag: the tag is a hash of the body as made, before it is compressed, so a
// page has one tag whatever its encoding.
import { createHash } from 'node:crypto';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A body's tag, without its quotes: 27 characters of its SHA-1 (the whole hash in base64url, unpadded). */
export function etagHash(body: string | Buffer): string {
  return createHash('sha1').update(body).digest('base64url').slice(0, 27);
}

/** A body's ETag, weak or strong, as registerEtags writes it. */
export function etagOf(body: string | Buffer, { weak }: { weak: boolean }): string {
  return `${weak ? 'W/' : ''}"${etagHash(body)}"`;
}

/** Whether the request's If-None-Match names `etag`: any of a list, or `*`. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const inm = request.headers['if-none-match'];
  return Boolean(inm && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*'));
}

/**
 * Tags every string or Buffer sent by `app` (an encapsulated context: only its own routes) that has no tag yet,
 * weak or strong, and answers 304 to a request that holds it. @fastify/etag's own 304 is left off: it knows one exact tag
 * only, where a browser or a cache may send a list, or `*`; and only a 200 is revalidated (a 404 page is sent whole).
 */
export async function registerEtags(app: FastifyInstance, { weak }: { weak: boolean }): Promise<void> {
  await app.register(fastifyEtag, { weak, hashFn: etagHash, replyWith304: false });
  app.addHook('onSend', async (request, reply, payload) => {
    // A failure's response (500) is nothing to revalidate.
    if (reply.statusCode >= 500) reply.removeHeader('etag');
    const etag = reply.getHeader('etag');
    if (reply.statusCode !== 200 || typeof etag !== 'string' || !matchesEtag(request, etag)) return payload;
    reply.code(304);
    return null;
  });
}
