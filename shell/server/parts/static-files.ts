// A built app's files, through @fastify/static: the .br and .gz siblings the build writes, ETag and If-None-Match,
// Range, a year's immutable caching for hashed files and revalidation for the rest. Source maps are never served.
import { promises as fsp } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, compressedFrom } from '../../../tools/cache-policy';

/** What the build compresses (tools/webpack/config.js): an answer of these may differ by Accept-Encoding. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|webmanifest|ttf|otf|eot)$/i;

/** Not for anyone: source maps carry the original source, and a sibling is only ever sent for its file. */
export function isServable(pathname: string): boolean {
  return !/\.(?:map|br|gz)$/i.test(pathname);
}

export interface StaticFilesOptions {
  root: string;
  /** Serve a folder's index.html at its path (a remote's page about itself); the shell serves its page itself. */
  index: boolean;
  /** Headers every file gets besides its caching (a remote's CORS). */
  extraHeaders?: Record<string, string>;
  /** Files of the root not to serve as they are (the shell's index.html, a template of its page). */
  hidden?: string[];
}

/** The build's precompressed siblings, by the coding a request names. */
const SIBLINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
];

/** The file under `root` a request path names, or null when it names none there. */
function fileUnder(root: string, url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0]);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const file = path.join(root, path.posix.normalize(pathname));
  return file.startsWith(root + path.sep) ? file : null;
}

/**
 * The codings whose sibling of `file` is older than the file: a file changed after its build (a manifest edited in
 * place) would otherwise be answered with the copy of what it was.
 */
async function staleCodings(file: string): Promise<string[]> {
  const own = await fsp.stat(file).catch(() => null);
  if (!own?.isFile()) return [];
  const stale = await Promise.all(
    SIBLINGS.map(async ({ coding, suffix }) => {
      const sibling = await fsp.stat(file + suffix).catch(() => null);
      // To the millisecond: the build gives a sibling its file's time, which file systems keep finer than that.
      return sibling && Math.floor(sibling.mtimeMs) < Math.floor(own.mtimeMs) ? coding : null;
    }),
  );
  return stale.filter((coding): coding is string => coding !== null);
}

export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  const hidden = new Set((options.hidden ?? []).map((file) => `/${file}`));
  const root = path.resolve(options.root);
  // @fastify/static sends a sibling whenever there is one: a stale one is taken off what the request accepts.
  app.addHook('onRequest', async (request) => {
    const accepted = request.headers['accept-encoding'];
    const file =
      accepted && (request.method === 'GET' || request.method === 'HEAD') && fileUnder(root, request.url);
    if (!file) return;
    const stale = await staleCodings(file);
    if (stale.length === 0) return;
    request.headers['accept-encoding'] = accepted
      .split(',')
      .filter((part) => !stale.includes(part.trim().split(';')[0].trim().toLowerCase()))
      .join(',');
  });
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    index: options.index ? ['index.html'] : false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    etag: true,
    lastModified: true,
    acceptRanges: true,
    allowedPath: (pathname) => isServable(pathname) && !hidden.has(pathname),
    setHeaders: (res, file) => {
      // @fastify/static hands over the sibling it sends (x.js.br): it is judged as its file.
      const name = compressedFrom(path.basename(file));
      res.setHeader('Cache-Control', cacheControlFor(name));
      if (COMPRESSIBLE.test(name)) res.setHeader('Vary', 'Accept-Encoding');
      for (const [header, value] of Object.entries(options.extraHeaders ?? {})) res.setHeader(header, value);
    },
  });
}
