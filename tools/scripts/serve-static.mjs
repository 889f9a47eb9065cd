#!/usr/bin/env node
// Serves one built app (its dist/) the way a deployment would; `npm start` runs one per app.
//
//   node tools/scripts/serve-static.mjs --app shell          # dist of shell/ on its port, SPA fallback,
//                                                            # /api /uploads /sandbox proxied, /mf-remotes.json
//   node tools/scripts/serve-static.mjs --app admin          # dist of admin/ on its port, with CORS
//   node tools/scripts/serve-static.mjs --dir some/dist --port 8080 [--spa] [--cors] [--proxy URL[,URL...]] [--remotes-json]
//                                                            [--first-screen FILE | --no-first-screen]
//
// --proxy (or API_URL) may name several API instances, separated by commas: requests go round robin.
//
// The apps, their folders and ports come from tools/apps.js; the server itself is lib/static-server.mjs.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from './lib/args.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../paths.js');
const { APPS, appNamed, apiUrl, portOf } = require('../apps.js');

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const app = args.app ? appNamed(args.app) : null;
  if (args.app && !app) {
    console.error(`Unknown --app ${args.app}; one of ${APPS.map((a) => a.name).join(', ')}`);
    process.exit(2);
  }
  // The shell is the shop: SPA fallback, the API proxy, /mf-remotes.json. Remotes answer any origin.
  const defaults = app ? { spa: app.host, proxy: app.host, remotesJson: app.host, cors: !app.host } : {};
  const name = args.app || path.basename(path.resolve(args.dir || '.'));
  const root = path.resolve(args.dir || (app ? path.join(repoRoot, app.dir, 'dist') : '.'));
  const port = Number(args.port || (app ? portOf(app) : 8080));
  const host = args.host || process.env.HOST || undefined;
  const proxy =
    args.proxy === true
      ? apiUrl()
      : args.proxy || (defaults.proxy && args['no-proxy'] === undefined ? apiUrl() : null);
  const options = {
    root,
    spa: Boolean(args.spa ?? defaults.spa),
    cors: Boolean(args.cors ?? defaults.cors),
    proxy,
    remotesJson: Boolean(args['remotes-json'] ?? defaults.remotesJson),
    // The shell writes landing pages' first screens with the storefront's server build (npm run build writes it).
    firstScreenBundle:
      args['no-first-screen'] !== undefined
        ? null
        : args['first-screen']
          ? path.resolve(String(args['first-screen']))
          : app?.host
            ? path.join(repoRoot, appNamed('storefront').dir, 'dist-server/first-screen.js')
            : null,
    log: (line) => console.error(`[${name}] ${line}`),
  };

  if (!existsSync(root) || !statSync(root).isDirectory()) {
    console.error(`[${name}] nothing to serve: ${root} does not exist. Build it first (npm run build).`);
    process.exit(1);
  }

  const server = createStaticServer(options);
  server.on('error', (error) => {
    console.error(
      `[${name}] cannot listen on port ${port}: ${error.code === 'EADDRINUSE' ? 'it is already in use' : error.message}`,
    );
    process.exit(1);
  });
  server.listen(port, host, () => {
    const extras = [
      options.spa && 'SPA fallback',
      options.cors && 'CORS',
      options.proxy && `proxy → ${options.proxy}`,
      options.remotesJson && '/mf-remotes.json',
    ].filter(Boolean);
    console.log(
      `[${name}] serving ${path.relative(process.cwd(), root) || '.'} on http://localhost:${port}${extras.length ? ` (${extras.join(', ')})` : ''}`,
    );
  });

  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main();
