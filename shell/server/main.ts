// Serves one built app the way a deployment runs it; `npm start` runs one per app.
//
//   node shell/dist-server/main.js --app shell        # the shop: the shell's dist, its pages, /mf-remotes.json,
//                                                     # /api /uploads /sandbox proxied to the API
//   node shell/dist-server/main.js --app admin        # a remote: its dist on its port, with CORS
//   node shell/dist-server/main.js --dir some/dist --port 8080 [--shop] [--proxy URL[,URL...] | --no-proxy]
//                                                     [--first-screen FILE | --no-first-screen] [--host HOST]
//
// --proxy (or API_URL) may name several API instances, separated by commas: requests go round robin.
// The apps, their folders and ports come from tools/apps.js. The shop's own settings (TRUST_PROXY,
// PROXY_BUFFER_BYTES, PAGE_RENDERS_PER_CLIENT) come from the environment: http/server-settings.ts.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { API, type App, APPS, REMOTES, apiUrl, appNamed, portOf, remoteUrlOf } from '../../tools/apps';
import { parseTargets } from './http/api-proxy';
import { type PortSource, refusedPorts, shopServerSettingsOf } from './http/server-settings';
import { createRemoteServer } from './remote-server';
import { createShopServer } from './shop-server';

const repoRoot = path.resolve(__dirname, '../..');

/** Where the shop calls a remote: its URL variable's address (a path is the shop's own origin), else its port. */
function remotePort(remote: App): PortSource[] {
  const url = remote.urlEnv && process.env[remote.urlEnv]?.trim();
  if (!url) return [{ name: remote.portEnv, port: portOf(remote) }];
  return URL.canParse(url) ? [{ name: remote.urlEnv!, url: new URL(remoteUrlOf(remote)) }] : [];
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      app: { type: 'string' },
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      shop: { type: 'boolean' },
      proxy: { type: 'string' },
      'no-proxy': { type: 'boolean' },
      'first-screen': { type: 'string' },
      'no-first-screen': { type: 'boolean' },
    },
    strict: true,
  });
  const app = args.app ? appNamed(args.app) : undefined;
  if (args.app && !app) {
    console.error(`Unknown --app ${args.app}; one of ${APPS.map((a) => a.name).join(', ')}`);
    process.exit(2);
  }
  const name = args.app ?? path.basename(path.resolve(args.dir ?? '.'));
  const root = path.resolve(args.dir ?? (app ? path.join(repoRoot, app.dir, 'dist') : '.'));
  const port = Number(args.port ?? (app ? portOf(app) : 8080));
  // In production the shop's server faces the shoppers, on every interface. Elsewhere it serves this machine alone
  // unless HOST (the API's too) opens it: a development shop, its mailbox and sandbox included, is not on the Wi-Fi.
  const host =
    args.host ??
    (process.env.NODE_ENV?.trim() === 'production' ? '::' : process.env.HOST?.trim() || '127.0.0.1');
  const log = (line: string) => console.error(`[${name}] ${line}`);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`[${name}] nothing to serve: ${root} does not exist. Build it first (npm run build).`);
    process.exit(1);
  }

  // The shop: the shell, or any folder served with the API behind it.
  const shop = Boolean(args.shop || args.proxy || app?.host);
  const apiTargets = shop && !args['no-proxy'] ? parseTargets(args.proxy ?? apiUrl()) : [];
  if (shop) {
    try {
      shopServerSettingsOf(process.env);
    } catch (error) {
      console.error(`[${name}] ${(error as Error).message}`);
      process.exit(2);
    }
  }
  // Its own port, and for the shop the API's (its pages' data) and the remotes' (their style sheets).
  const apiName = args.proxy ? '--proxy' : process.env[API.urlEnv] ? API.urlEnv : null;
  const ports: PortSource[] = [
    { name: args.port ? '--port' : (app?.portEnv ?? '--port'), port },
    ...apiTargets.map((url) => (apiName ? { name: apiName, url } : { name: API.portEnv, port: portOf(API) })),
    ...(shop ? REMOTES.flatMap(remotePort) : []),
  ];
  const refused = refusedPorts(ports);
  if (refused.length) {
    for (const problem of refused) console.error(`[${name}] ${problem}`);
    process.exit(2);
  }
  const server = shop
    ? await createShopServer({
        root,
        apiTargets,
        // The storefront's server build writes landing pages' first screens (npm run build writes it).
        firstScreenBundle: args['no-first-screen']
          ? null
          : args['first-screen']
            ? path.resolve(args['first-screen'])
            : path.join(repoRoot, appNamed('storefront')?.dir ?? 'storefront', 'dist-server/first-screen.js'),
        log,
      })
    : await createRemoteServer({ root, log });

  try {
    await server.listen({ port, host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      `[${name}] cannot listen on port ${port}: ${code === 'EADDRINUSE' ? 'it is already in use' : (error as Error).message}`,
    );
    process.exit(1);
  }
  console.log(
    `[${name}] serving ${path.relative(process.cwd(), root) || '.'} on http://localhost:${port} (${shop ? 'the shop' : 'a remote, with CORS'})`,
  );

  const stop = () => {
    setTimeout(() => process.exit(0), 2000).unref();
    server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
