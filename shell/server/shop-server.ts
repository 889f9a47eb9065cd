// The shop's server, as the shell is deployed: the shell's files, its page (hints and, on a landing page, the
// first screen rendered by the storefront's server build), /mf-remotes.json from the environment, and the API
// behind /api, /uploads and /sandbox.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { API, publicUrlOf, REMOTES } from '../../tools/apps';
import { remotesManifest } from '../../tools/remotes';
import type { FederationManifest } from '../../tools/webpack/exposed-files';
import { createApiResponses } from './pages/api-responses';
import { createFirstScreen } from './pages/first-screen-composer';
import { createKeptPages } from './pages/kept-pages';
import { FIRST_SCREEN_LOADER_CSP } from './pages/first-screen-script';
import { createPageHints, hostVersionsOf } from './pages/page-hints';
import { createNepaliCatalogFiles } from './pages/nepali-catalog-files';
import { createPageLimiter } from './pages/page-limiter';
import { createShellPage } from './pages/shell-page';
import { FAVICON_ICO, FAVICON_ICO_TYPE } from './pages/favicon';
import { robotsTxt } from './pages/robots';
import { reloadedOnChange } from './pages/reloaded-on-change';
import { createStorefrontBuild } from './pages/storefront-build';
import { registerApiProxy } from './http/api-proxy';
import { createBodyBudget, JSON_BODY_LIMIT } from './http/body-budget';
import { createHttpServer } from './http/http-server';
import { registerSecurityHeaders, remoteOrigins, shellContentSecurityPolicy } from './http/security-headers';
import { shopServerSettingsOf } from './http/server-settings';
import { registerStaticFiles } from './http/static-files';
import { registerEtags } from './http/etags';
import { addPageAddressConstraint, PAGE_ADDRESS } from './pages/page-address';
import { languageOfCookies, pathInLanguage } from '@pashmina/shared-ui/page-head';

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
  const settings = shopServerSettingsOf(env);
  // The shop's own pages take no body; the API's routes say their own limits (api-proxy.ts).
  const app = createHttpServer({
    bodyLimit: JSON_BODY_LIMIT,
    bodyBudget: createBodyBudget(settings.bufferBytes),
    trustProxy: settings.trustProxy,
    log,
  });
  addPageAddressConstraint(app);
  // Read once, from the environment: the same manifest for every page, so a kept page's hints stay current.
  const manifest = remotesManifest(env);
  const remotes = () => manifest;
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

  const hints = createPageHints({
    remotes,
    registry: REMOTES,
    origins,
    hostVersions: ownVersions,
    nepaliCatalogFiles: createNepaliCatalogFiles(rootDir),
    log,
  });
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
    fetchPage: apiOrigin ? createApiResponses({ apiOrigin, log }) : null,
    firstScreen,
    limiter: createPageLimiter({ perClient: settings.pageRendersPerClient }),
    keptPages: createKeptPages(),
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
        picturesOrigins(env),
      ),
      crossOrigin: false,
    });

    await site.register(async (remotesList) => {
      await registerEtags(remotesList, { weak: false });
      remotesList.get('/mf-remotes.json', async (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').send(remotes()),
      );
    });

    site.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-cache').send(robotsTxt(publicUrl)),
    );
    site.get('/favicon.ico', async (_request, reply) =>
      reply.type(FAVICON_ICO_TYPE).header('Cache-Control', 'public, max-age=86400').send(FAVICON_ICO),
    );

    // The shell's page, for its root and for every page address (/MenProduct, /dashboard/user/orders); an
    // address with a dot in its last segment is a file's (page-address.ts).
    await site.register(async (pages) => {
      // Its pages are tagged and compressed as they are sent (shell-page.ts); the 304 is answered here.
      await registerEtags(pages, { weak: true });
      // GET and HEAD in one route, so that a HEAD is answered as its GET.
      const page = {
        method: ['GET', 'HEAD'] satisfies HTTPMethods[],
        exposeHeadRoute: false,
      };
      // The bare `/` alone goes by the language the shopper chose (its cookie): crawlers and first visits, which
      // have none, get English there; every other address is its language's.
      pages.route({
        ...page,
        url: '/',
        handler: (request, reply) => {
          reply.header('Vary', 'Cookie');
          if (languageOfCookies(request.headers.cookie) === 'ne')
            return reply
              .code(302)
              .header('Location', pathInLanguage(request.url, 'ne'))
              .header('Cache-Control', 'no-cache')
              .send();
          return shellPage(request, reply, '/');
        },
      });
      pages.route({
        ...page,
        url: '/index.html',
        handler: (request, reply) => shellPage(request, reply, '/'),
      });
      pages.route({
        ...page,
        url: '/*',
        constraints: { [PAGE_ADDRESS]: true },
        handler: (request, reply) => shellPage(request, reply, request.url.split('?')[0]),
      });
    });
    await registerStaticFiles(site, { root: rootDir, index: false, hidden: ['index.html'] });

    // A file that is not there stays a 404; this server takes nothing but GET and HEAD.
    site.setNotFoundHandler((request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD')
        return reply
          .code(405)
          .header('Allow', 'GET, HEAD')
          .type('text/plain; charset=utf-8')
          .send('Method Not Allowed\n');
      return reply
        .code(404)
        .header('Cache-Control', 'no-cache')
        .type('text/plain; charset=utf-8')
        .send('Not Found\n');
    });
  });

  return app;
}

/** The origin of the API's PICTURES_PUBLIC_URL (the same environment as the API's), when the pictures are loaded there. */
function picturesOrigins(env: NodeJS.ProcessEnv): string[] {
  const url = env.PICTURES_PUBLIC_URL?.trim();
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}
