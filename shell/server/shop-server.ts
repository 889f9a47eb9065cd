// The shop's server, as the shell is deployed: the shell's files, its page (hints and, on a landing page, the
// first screen rendered by the storefront's server build), /mf-remotes.json from the environment, and the API
// behind /api, /uploads and /sandbox.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API, REMOTES } from '../../tools/apps';
import { remotesManifest } from '../../tools/remotes';
import type { FederationManifest } from '../../tools/webpack/exposed-files';
import { createApiResponses } from './pages/api-responses';
import { createFirstScreen } from './pages/first-screen-composer';
import { FIRST_SCREEN_LOADER_CSP } from './pages/first-screen-script';
import { createPageHints, hostVersionsOf } from './pages/page-hints';
import { contentEtag, createShellPage, matchesEtag } from './pages/shell-page';
import { publicUrlOf, robotsTxt } from './pages/robots';
import { reloadedOnChange } from './pages/reloaded-on-change';
import { createStorefrontBuild } from './pages/storefront-build';
import { PROXY_BODY_LIMIT, registerApiProxy } from './http/api-proxy';
import { createHttpServer } from './http/http-server';
import { registerSecurityHeaders, remoteOrigins, shellContentSecurityPolicy } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';

export interface ShopServerOptions {
  /** The shell's built folder. */
  root: string;
  /** The API instances (round robin); none: no proxy, no data hints, no first screens. */
  apiTargets: URL[];
  /** The storefront's server build; null: no first screens. */
  firstScreenBundle: string | null;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export async function createShopServer({
  root,
  apiTargets,
  firstScreenBundle,
  env = process.env,
  log = () => {},
}: ShopServerOptions): Promise<FastifyInstance> {
  const rootDir = path.resolve(root);
  const app = createHttpServer({ bodyLimit: PROXY_BODY_LIMIT, log });
  const remotes = () => remotesManifest(env);
  // The policy names the remotes of the manifest served, read once: it comes from the environment.
  const origins = remoteOrigins(remotes());
  const apiOrigin = apiTargets[0]?.origin ?? null;
  const publicUrl = publicUrlOf(env);

  /** The shell's singletons, from its own build's manifest, read again when that file changes (a new build). */
  const ownManifest = reloadedOnChange(path.join(rootDir, 'mf-manifest.json'), (file) =>
    hostVersionsOf(JSON.parse(readFileSync(file, 'utf8')) as FederationManifest),
  );
  const ownVersions = () => {
    try {
      return ownManifest();
    } catch {
      return null;
    }
  };

  const hints = createPageHints({ remotes, registry: REMOTES, origins, hostVersions: ownVersions, log });
  const storefront =
    firstScreenBundle && apiOrigin
      ? createStorefrontBuild({ bundle: firstScreenBundle, apiOrigin, publicUrl, log })
      : () => null;
  const firstScreen = apiOrigin ? createFirstScreen({ shellRoot: rootDir, log }) : null;
  app.addHook('onClose', async () => firstScreen?.close());
  const shellPage = createShellPage({
    template: path.join(rootDir, 'index.html'),
    hints,
    storefront,
    fetchPage: apiOrigin ? createApiResponses({ apiOrigin }) : null,
    firstScreen,
    log,
  });

  if (apiTargets.length > 0) {
    await app.register(async (proxy) =>
      registerApiProxy(proxy, { targets: apiTargets, prefixes: API.prefixes, log }),
    );
  }

  await app.register(async (site) => {
    await registerSecurityHeaders(site, {
      contentSecurityPolicy: shellContentSecurityPolicy(
        origins,
        firstScreenBundle && apiOrigin ? [FIRST_SCREEN_LOADER_CSP] : [],
      ),
      crossOrigin: false,
    });

    site.get('/mf-remotes.json', async (request, reply) => {
      const manifest = remotes();
      const etag = contentEtag(JSON.stringify(manifest));
      reply.header('Cache-Control', 'no-cache').header('ETag', etag);
      if (matchesEtag(request, etag)) return reply.code(304).send();
      return reply.send(manifest);
    });

    site.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(robotsTxt(publicUrl)),
    );

    site.get('/', (request, reply) => shellPage(request, reply, '/'));
    site.get('/index.html', (request, reply) => shellPage(request, reply, '/'));
    await registerStaticFiles(site, { root: rootDir, index: false, hidden: ['index.html'] });

    // Client-side routes (/MenProduct, /dashboard/user/orders) get the shell's page; missing files stay 404.
    site.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0];
      const lastSegment = pathname.split('/').pop() ?? '';
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return reply
          .code(405)
          .header('Allow', 'GET, HEAD')
          .type('text/plain; charset=utf-8')
          .send('Method Not Allowed\n');
      if (!lastSegment.includes('.')) return shellPage(request, reply, pathname);
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not Found\n');
    });
  });

  return app;
}
