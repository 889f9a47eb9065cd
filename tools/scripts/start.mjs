#!/usr/bin/env node
// `npm start`: build what is missing, start the API, serve the shell (with the API proxy and
// /mf-remotes.json) and each remote from its own port with CORS, as separate deployments
// would be. `npm run dev`: the same with webpack-dev-server (hot reload) and the API's dev mode.
// Ctrl-C (or SIGTERM) stops everything.
//
//   node tools/scripts/start.mjs [--dev] [--no-build] [--verbose]
//
// It prints one summary (the addresses, the demo accounts, the mode); the build's and the servers' own output (the
// API's ~116 mapped routes among it) goes to logs/start.log, or to the terminal with --verbose.
//
// The apps and their ports come from tools/apps.js, overridable from the environment (PORT,
// SHELL_PORT, STOREFRONT_PORT, ...; see .env.example); a .env file at the repository root is read first.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from './lib/args.mjs';
import { loadEnvFile } from './lib/env-file.mjs';
import { paint, say, warn } from './lib/log.mjs';
import { waitForHealth } from './lib/health.mjs';
import { isListening, waitForPort } from './lib/net.mjs';
import { printWelcome } from './lib/welcome.mjs';
import {
  isRunning,
  isStopping,
  lastLinesOf,
  runningNames,
  sendOutputTo,
  shutdown,
  start,
  stopChildrenOnExit,
} from './lib/processes.mjs';

const require = createRequire(import.meta.url);
const { repoRoot } = require('../paths.js');

// .env first, so ports and URLs from it apply everywhere (tools/apps.js reads process.env when asked).
loadEnvFile(repoRoot);

const { API, APPS, SHELL, portOf, portProblems, publicUrlOf } = require('../apps.js');
const { remotesManifest, remoteBase } = require('../remotes.js');

const args = parseArgs(process.argv.slice(2));
const dev = Boolean(args.dev);
const skipBuild = Boolean(args['no-build']) || process.env.SKIP_BUILD === '1';
const verbose = Boolean(args.verbose);
/** Where the build's and the servers' output goes unless --verbose, relative to the repository for the summary. */
const LOG_FILE = 'logs/start.log';
/** The log file's descriptor, opened by main (undefined with --verbose: the terminal). */
let logFd;
/**
 * Where the servers listen: HOST, else this machine alone. The API and the shop's server read HOST themselves (in
 * production the shop's server listens on every interface); the dev servers are told.
 */
const host = process.env.HOST?.trim() || '127.0.0.1';
/** The address to wait on: loopback answers for 127.0.0.1 and for every interface, not for one other address. */
const reachAt = ['127.0.0.1', '0.0.0.0', '::', 'localhost'].includes(host) ? undefined : host;

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function build() {
  say(paint('90', 'Building (Nx skips what has not changed)…'));
  const nx = require.resolve('nx/bin/nx.js', { paths: [repoRoot] });
  const result = spawnSync(process.execPath, [nx, 'run-many', '-t', 'build', '--outputStyle=stream'], {
    cwd: repoRoot,
    stdio: logFd === undefined ? 'inherit' : ['ignore', logFd, logFd],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0)
    warn(`some builds failed; starting what was built${logFd === undefined ? '' : ` (see ${LOG_FILE})`}`);
}

/** The API: its dev script with --dev, else the built api/dist/main.js. Returns whether it started. */
function startApi() {
  const apiPkg = readJson(path.join(repoRoot, API.dir, 'package.json'));
  const apiDist = path.join(repoRoot, API.dir, 'dist/main.js');
  // PUBLIC_URL follows SHELL_PORT when unset: Khalti's return and the e-mails' links point where the shop is.
  const options = {
    cwd: repoRoot,
    color: API.color,
    env: { PORT: String(portOf(API)), PUBLIC_URL: publicUrlOf(process.env) },
  };
  const apiDevScript = ['dev', 'start:dev'].find((s) => apiPkg?.scripts?.[s]);
  if (dev && apiDevScript) {
    start(API.name, 'npm', ['run', apiDevScript, '--workspace', API.workspace], options);
    return true;
  }
  if (existsSync(apiDist)) {
    start(API.name, process.execPath, [apiDist], options);
    return true;
  }
  warn(
    `the API is not built (${API.dir}/dist/main.js is missing): starting the frontends only; /api calls answer 502.`,
  );
  return false;
}

/**
 * Each frontend: webpack-dev-server with --dev, else the shop's server (the shell's shell/dist-server) on its dist.
 * False if the shell is missing.
 */
function startFrontends() {
  const server = path.join(repoRoot, SHELL.dir, 'dist-server/main.js');
  const webpackCli = dev ? require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] }) : null;
  for (const app of APPS) {
    const port = String(portOf(app));
    const options = { color: app.color, essential: app.host };
    if (dev) {
      start(
        app.name,
        process.execPath,
        [webpackCli, 'serve', '--mode', 'development', '--port', port, '--host', host],
        {
          ...options,
          cwd: path.join(repoRoot, app.dir),
        },
      );
    } else if (existsSync(path.join(repoRoot, app.dir, 'dist/index.html')) && existsSync(server)) {
      start(app.name, process.execPath, [server, '--app', app.name, '--port', port], {
        ...options,
        cwd: repoRoot,
      });
    } else if (app.host) {
      warn(`the shell is not built (${app.dir}/dist is missing); nothing to serve.`);
      return false;
    } else {
      warn(`${app.name} is not built; its pages show the 'taking a break' fallback.`);
    }
  }
  return true;
}

function welcome(apiStarted) {
  printWelcome(
    { say, warn, bold: (text) => paint('1', text) },
    {
      env: process.env,
      shellPort: portOf(SHELL),
      apiPort: portOf(API),
      apiStarted,
      remotes: remotesManifest(process.env).remotes.map((r) => ({ name: r.name, base: remoteBase(r.entry) })),
      dev,
      publicUrl: publicUrlOf(process.env),
      logFile: logFd === undefined ? undefined : LOG_FILE,
    },
  );
  say(paint('90', 'Press Ctrl-C to stop.'));
}

async function main() {
  stopChildrenOnExit();
  say(paint('1', 'Starting Pashmina Shop…'));

  // A port fetch refuses would start, and break every call to it: told now, not as pages without their data.
  const refused = portProblems(process.env);
  if (refused.length) {
    for (const problem of refused) warn(problem);
    process.exit(2);
  }

  // Someone else on our ports would make the wait below lie.
  const servers = [API, ...APPS].map((s) => ({ name: s.name, port: portOf(s), essential: Boolean(s.host) }));
  const busy = [];
  for (const { name, port } of servers) if (await isListening(port)) busy.push(`${name} :${port}`);
  if (busy.length) {
    warn(
      `already in use: ${busy.join(', ')}. Stop what runs there or choose other ports (see .env.example).`,
    );
    process.exit(1);
  }

  if (!verbose) {
    mkdirSync(path.join(repoRoot, path.dirname(LOG_FILE)), { recursive: true });
    logFd = openSync(path.join(repoRoot, LOG_FILE), 'w');
    sendOutputTo(createWriteStream('', { fd: logFd }));
    say(paint('90', `The build's and the servers' output goes to ${LOG_FILE} (--verbose prints it here).`));
  }
  if (!dev && !skipBuild) build();

  const apiStarted = startApi();
  if (!startFrontends()) {
    shutdown(1);
    return;
  }

  // Wait until each one listens.
  const results = await Promise.all(
    runningNames().map(async (name) => {
      const { port, essential } = servers.find((s) => s.name === name);
      const timeoutMs = name === API.name || dev ? 180_000 : 30_000;
      const ok = await waitForPort(port, timeoutMs, () => !isStopping() && isRunning(name), reachAt);
      return { name, port, ok, essential };
    }),
  );
  if (isStopping()) return;
  for (const r of results) if (!r.ok && r.name !== API.name) warn(`${r.name} is not listening on :${r.port}`);
  if (!results.find((r) => r.essential)?.ok) {
    shutdown(1);
    return;
  }
  // The shop runs once its API answers its health check (the database open and migrated), not once it listens;
  // an API that exits while starting (a bad setting, a database it cannot open) stops the start, saying why.
  if (apiStarted) {
    const address = reachAt ?? '127.0.0.1';
    const healthUrl = `http://${address.includes(':') ? `[${address}]` : address}:${portOf(API)}/api/v1/health`;
    const api = await waitForHealth(healthUrl, 180_000, () => !isStopping() && isRunning(API.name));
    if (isStopping()) return;
    if (api !== 'ok') {
      const reason = lastLinesOf(API.name);
      warn(
        api === 'exited'
          ? `the API exited while starting${reason.length ? `:\n  ${reason.join('\n  ')}` : ''}`
          : `the API did not answer ${healthUrl} within 180 s`,
      );
      shutdown(1);
      return;
    }
  }
  welcome(apiStarted);
}

main().catch((error) => {
  console.error(error);
  shutdown(1);
});
