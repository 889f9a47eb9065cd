#!/usr/bin/env node
// `npm start`: build what is missing, start the API, serve the shell (with the API proxy and
// /mf-remotes.json) and each remote from its own port with CORS, as separate deployments
// would be. `npm run dev`: the same with webpack-dev-server (hot reload) and the API's dev mode.
// Ctrl-C (or SIGTERM) stops everything.
//
//   node shell/scripts/start.mjs [--dev] [--no-build]
//
// Ports come from the environment (PORT, SHELL_PORT, STOREFRONT_PORT, CUSTOMER_AREA_PORT,
// ADMIN_PORT; see shared-ui/build/ports.js); a .env file at the repository root is read first.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = new Set(process.argv.slice(2));
const dev = args.has('--dev');
const skipBuild = args.has('--no-build') || process.env.SKIP_BUILD === '1';

// .env first (without overriding the real environment), so ports and URLs from it apply everywhere.
const envFile = path.join(repoRoot, '.env');
if (existsSync(envFile)) {
  for (const line of readFileSync(envFile, 'utf8').split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)?\s*$/.exec(line);
    if (!m || m[1] in process.env) continue;
    let value = (m[2] ?? '').trim();
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    else value = value.replace(/\s+#.*$/, '');
    if (value !== '') process.env[m[1]] = value; // empty means unset (.env.example)
  }
}

const ports = require(path.join(repoRoot, 'shared-ui/build/ports.js'));
const { remotesManifest } = require(path.join(repoRoot, 'shared-ui/build/remotes.js'));

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : text);
const say = (text = '') => console.log(text);
const warn = (text) => console.log(paint('33', `! ${text}`));

const FRONTENDS = [
  { name: 'shell', dir: 'shell', port: ports.shell },
  { name: 'storefront', dir: 'storefront', port: ports.storefront },
  { name: 'customer-area', dir: 'customer-area', port: ports.customerArea },
  { name: 'admin', dir: 'admin', port: ports.admin },
];
const COLORS = { api: '36', shell: '35', storefront: '32', 'customer-area': '34', admin: '33', build: '90' };

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;

function prefixLines(name, stream, target) {
  let buffered = '';
  const tag = paint(COLORS[name] || '37', `[${name}]`.padEnd(16));
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) target.write(`${tag}${line}\n`);
  });
  stream.on('end', () => buffered && target.write(`${tag}${buffered}\n`));
}

/**
 * Starts a child in this script's own process group: whoever stops the whole group (a terminal's
 * Ctrl-C, Playwright's webServer) stops the children too. To stop a child ourselves we signal its
 * whole process tree (the API's dev mode is npm → sh → tsc --watch + node).
 */
function start(name, command, commandArgs, { cwd = repoRoot, env = {}, essential = false } = {}) {
  const child = spawn(command, commandArgs, {
    cwd,
    env: { ...process.env, FORCE_COLOR: useColor ? '1' : '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.set(name, child);
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('error', (error) => warn(`${name} could not start: ${error.message}`));
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (stopping) return;
    warn(`${name} stopped (${signal ?? `exit code ${code}`})`);
    if (essential) {
      warn(`the ${name} is essential; stopping everything`);
      shutdown(1);
    }
  });
  return child;
}

/** The pid and every descendant pid of it (from `ps`). */
function processTree(rootPid) {
  const out = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const byParent = new Map();
  for (const line of (out.stdout || '').split('\n')) {
    const [pid, ppid] = line.trim().split(/\s+/).map(Number);
    if (!pid) continue;
    if (!byParent.has(ppid)) byParent.set(ppid, []);
    byParent.get(ppid).push(pid);
  }
  const pids = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(byParent.get(pid) || []));
  }
  return pids;
}

/** Every pid we started (children and their descendants), collected when stopping began. */
const started = new Set();

function signalAll(pids, signal) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}

function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  say();
  say(paint('90', 'Stopping…'));
  for (const child of children.values()) for (const pid of processTree(child.pid)) started.add(pid);
  signalAll(started, 'SIGTERM');
  const deadline = setTimeout(() => {
    signalAll(started, 'SIGKILL');
    process.exit(code);
  }, 8000);
  deadline.unref();
  const check = setInterval(() => {
    if (children.size === 0) {
      clearInterval(check);
      // Grandchildren that outlived their parent.
      signalAll(started, 'SIGKILL');
      process.exit(code);
    }
  }, 100);
}

process.on('SIGINT', () => (stopping ? process.exit(130) : shutdown(0)));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGHUP', () => shutdown(0));
// Last resort (an exception in this script): do not leave servers behind.
process.on('exit', () => {
  for (const child of children.values()) for (const pid of processTree(child.pid)) started.add(pid);
  signalAll(started, 'SIGKILL');
});

function isListening(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function waitForPort(name, port, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (stopping) return false;
    if (!children.has(name)) return false;
    if ((await isListening(port)) || (await isListening(port, '::1'))) return true;
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

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
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  if (result.status !== 0) warn('some builds failed; starting what was built');
}

async function main() {
  say(paint('1', `Pashmina Shop — ${dev ? 'development (hot reload)' : 'production build'}`));

  // Someone else on our ports would make the wait below lie.
  const wanted = [{ name: 'api', port: ports.api }, ...FRONTENDS];
  const busy = [];
  for (const { name, port } of wanted) if (await isListening(port)) busy.push(`${name} :${port}`);
  if (busy.length) {
    warn(
      `already in use: ${busy.join(', ')}. Stop what runs there or choose other ports (see .env.example).`,
    );
    process.exit(1);
  }

  if (!dev && !skipBuild) build();

  // API
  const apiPkg = readJson(path.join(repoRoot, 'api/package.json'));
  const apiDist = path.join(repoRoot, 'api/dist/main.js');
  const apiEnv = { PORT: String(ports.api) };
  let apiStarted = false;
  const apiDevScript = ['dev', 'start:dev'].find((s) => apiPkg?.scripts?.[s]);
  if (dev && apiDevScript) {
    start('api', 'npm', ['run', apiDevScript, '--workspace', '@pashmina/api'], { env: apiEnv });
    apiStarted = true;
  } else if (existsSync(apiDist)) {
    start('api', process.execPath, [apiDist], { env: apiEnv });
    apiStarted = true;
  } else {
    warn(
      'the API is not built (api/dist/main.js is missing): starting the frontends only; /api calls answer 502.',
    );
  }

  // Frontends
  const serveStatic = path.join(repoRoot, 'shell/scripts/serve-static.mjs');
  const webpackCli = dev ? require.resolve('webpack-cli/bin/cli.js', { paths: [repoRoot] }) : null;
  for (const app of FRONTENDS) {
    const essential = app.name === 'shell';
    if (dev) {
      start(
        app.name,
        process.execPath,
        [webpackCli, 'serve', '--mode', 'development', '--port', String(app.port)],
        {
          cwd: path.join(repoRoot, app.dir),
          essential,
        },
      );
    } else if (existsSync(path.join(repoRoot, app.dir, 'dist/index.html'))) {
      start(app.name, process.execPath, [serveStatic, '--app', app.name, '--port', String(app.port)], {
        essential,
      });
    } else if (essential) {
      warn('the shell is not built (shell/dist is missing); nothing to serve.');
      shutdown(1);
      return;
    } else {
      warn(`${app.name} is not built; its pages show the 'taking a break' fallback.`);
    }
  }

  // Wait until each one listens.
  const waits = [...children.keys()].map(async (name) => {
    const port = name === 'api' ? ports.api : FRONTENDS.find((f) => f.name === name).port;
    const ok = await waitForPort(name, port, name === 'api' || dev ? 180_000 : 30_000);
    return { name, port, ok };
  });
  const results = await Promise.all(waits);
  if (stopping) return;
  for (const r of results) if (!r.ok) warn(`${r.name} is not listening on :${r.port}`);
  if (!results.find((r) => r.name === 'shell')?.ok) {
    shutdown(1);
    return;
  }

  const remotes = remotesManifest(process.env).remotes;
  const adminEmail = process.env.ADMIN_EMAIL || 'admin@pashmina.test';
  const adminPassword = process.env.ADMIN_PASSWORD || 'admin12345';
  say();
  say(paint('1', 'Pashmina Shop is running'));
  say(`  Shop                  ${paint('1', `http://localhost:${ports.shell}`)}`);
  if (apiStarted)
    say(
      `  API                   http://localhost:${ports.api}/api/v1   (docs: http://localhost:${ports.api}/api/docs)`,
    );
  for (const r of remotes)
    say(`  ${`remote ${r.name}`.padEnd(22)}${r.entry.replace(/\/(mf-manifest\.json|remoteEntry\.js)$/, '')}`);
  say();
  say('  Demo accounts');
  say(`    admin        ${adminEmail} / ${adminPassword}`);
  say('    customer     sita@pashmina.test / customer123');
  say();
  say(paint('90', 'Press Ctrl-C to stop.'));
}

main().catch((error) => {
  console.error(error);
  shutdown(1);
});
