// A built app's files, through @fastify/static: the .br and .gz siblings the build writes, ETag and If-None-Match,
// Range, a year's immutable caching for hashed files and revalidation for the rest. Source maps are never served.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, compressedFrom } from '../../../tools/cache-policy';

/** What the build compresses (tools/webpack/config.js): a response of these may differ by Accept-Encoding. */
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

export async function registerStaticFiles(app: FastifyInstance, options: StaticFilesOptions): Promise<void> {
  const hidden = new Set((options.hidden ?? []).map((file) => `/${file}`));
  const root = path.resolve(options.root);
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
