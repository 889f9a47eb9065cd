// The shell's page, compressed by this server (the static files are sent as the build compressed them:
// static-files.ts): brotli when the browser takes it, else gzip, else none, at levels a request can afford (brotli 5,
// gzip 6: the build's 11 and 9 take far longer). A page is compressed once for each encoding asked of it: a page kept
// once made (pages/kept-pages.ts) is sent again as the bytes compressed the first time.
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from './etags';

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** The encodings this server compresses in, the one preferred first when a browser takes both alike. */
const OFFERED = ['br', 'gzip'] as const;

/**
 * The encoding a page is sent in for `acceptEncoding`: the offered one it weighs most (q), brotli on a tie; `*` is
 * any offered encoding it does not name, `x-gzip` is gzip; none it takes (or no header at all): the page as it is.
 */
export function pageEncodingOf(acceptEncoding: string | string[] | undefined): PageEncoding {
  if (acceptEncoding === undefined) return 'identity';
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const weights = new Map<string, number>();
  let others = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.map((param) => /^q=([0-9.]+)$/.exec(param)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    if (!Number.isFinite(weight)) continue;
    if (name === '*') others = weight;
    else weights.set(name === 'x-gzip' ? 'gzip' : name, weight);
  }
  let chosen: PageEncoding = 'identity';
  let best = 0;
  for (const encoding of OFFERED) {
    const weight = weights.get(encoding) ?? others;
    if (weight > best) [chosen, best] = [encoding, weight];
  }
  return chosen;
}

/** A page as it is sent: its status, its HTML's bytes and their tag, and the bytes of each encoding made so far. */
export interface SentPage {
  status: number;
  html: Buffer;
  etag: string;
  encoded: Map<PageEncoding, Buffer>;
  /** Told when an encoding's bytes have been added (a kept page's size grows). */
  onEncoded?: () => void;
}

/** A page made just now, to be sent. */
export function sentPageOf(status: number, html: string): SentPage {
  const bytes = Buffer.from(html);
  // Weak, as the pages' own ETags (shop-server.ts): one tag for every encoding of the page.
  return { status, html: bytes, etag: etagOf(bytes, { weak: true }), encoded: new Map() };
}

/** The page's bytes in `encoding`, compressed the first time they are asked for. */
export function encodedPage(page: SentPage, encoding: PageEncoding): Buffer {
  if (encoding === 'identity') return page.html;
  let bytes = page.encoded.get(encoding);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(page.html, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.html.length,
            },
          })
        : zlib.gzipSync(page.html, { level: 6 });
    page.encoded.set(encoding, bytes);
    page.onEncoded?.();
  }
  return bytes;
}

/**
 * Sends `page` in the encoding the request takes, with its length, its ETag (etags.ts answers 304 to a browser
 * holding it) and its Vary: a cache must not give a gzip-less client the brotli copy, compressed or not.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: SentPage): FastifyReply {
  const encoding = pageEncodingOf(request.headers['accept-encoding']);
  const body = encodedPage(page, encoding);
  const vary = reply.getHeader('vary');
  reply
    .code(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('ETag', page.etag)
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(body);
}
