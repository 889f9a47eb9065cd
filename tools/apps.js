// The one registry of the shop's deployable parts: the API and the four frontends (the shell and its
// three Module Federation remotes). Everything that needs an app's name, folder, container name, port
// or URL reads it from here: the webpack configs (tools/webpack), the jest preset, `npm start` and the
// static server (tools/scripts), the browser tests (e2e/) and the benchmarks (bench/).
// CommonJS, so webpack configs, jest, TypeScript (e2e) and .mjs scripts can all load it.
//
// Which pages are the storefront's, and which of them shoppers land on, is the storefront's own business
// (shared-ui/src/state/routes.ts, storefront/src/landing/pages.ts): the shop's server asks its server build.
const path = require('node:path');
/** The ports browsers and Node's fetch refuse ("bad ports"), declared once for the API and these tools. */
const BAD_PORTS_FILE = require('../api/src/contracts/rules/bad-ports.json');

/**
 * @typedef {object} App
 * @property {string} name        the app's name in scripts and logs (`--app <name>`)
 * @property {string} dir         its workspace folder, relative to the repository root
 * @property {string} workspace   its npm workspace package name
 * @property {string} container   Module Federation container name (a JS identifier)
 * @property {string} portEnv     the environment variable of its port
 * @property {number} defaultPort its port when that variable is unset
 * @property {string} [urlEnv]    remotes: where the shell finds it at run time (default http://localhost:<port>)
 * @property {string[]} paths     path prefixes it serves in the browser
 * @property {string} title       page title of its (standalone) page
 * @property {boolean} host       true for the shell, which loads the others
 * @property {Record<string, string>} [exposes]  remotes: the modules it exposes to the shell
 * @property {string} color       ANSI colour of its log prefix in `npm start`
 */

/** Every remote exposes the same entry: its routes, mounted by the shell under the remote's paths. */
const ROUTES_ENTRY = { './Routes': './src/Routes.tsx' };

/** @type {App[]} the shell first, then the remotes; e2e derives its test ports from this order. */
const APPS = [
  {
    name: 'shell',
    dir: 'shell',
    workspace: '@pashmina/shell',
    container: 'shell',
    portEnv: 'SHELL_PORT',
    defaultPort: 4200,
    // The host serves every path (SPA fallback) and mounts each remote under the remote's paths.
    paths: ['/'],
    title: 'Pashmina Shop',
    host: true,
    color: '35',
  },
  {
    name: 'storefront',
    dir: 'storefront',
    workspace: '@pashmina/storefront',
    container: 'storefront',
    portEnv: 'STOREFRONT_PORT',
    defaultPort: 4201,
    urlEnv: 'STOREFRONT_URL',
    paths: ['/'],
    title: 'Pashmina Shop · Storefront',
    host: false,
    exposes: ROUTES_ENTRY,
    color: '32',
  },
  {
    name: 'customer-area',
    dir: 'customer-area',
    workspace: '@pashmina/customer-area',
    container: 'customer_area',
    portEnv: 'CUSTOMER_AREA_PORT',
    defaultPort: 4202,
    urlEnv: 'CUSTOMER_AREA_URL',
    paths: ['/dashboard/user'],
    title: 'Pashmina Shop · My account',
    host: false,
    exposes: ROUTES_ENTRY,
    color: '34',
  },
  {
    name: 'admin',
    dir: 'admin',
    workspace: '@pashmina/admin',
    container: 'admin',
    portEnv: 'ADMIN_PORT',
    defaultPort: 4203,
    urlEnv: 'ADMIN_URL',
    paths: ['/dashboard/admin'],
    title: 'Pashmina Shop · Admin',
    host: false,
    exposes: ROUTES_ENTRY,
    color: '33',
  },
];

/** The API; the shell's server (and each dev server) proxies `prefixes` to it. */
const API = {
  name: 'api',
  dir: 'api',
  workspace: '@pashmina/api',
  portEnv: 'PORT',
  defaultPort: 3000,
  urlEnv: 'API_URL',
  prefixes: ['/api', '/uploads', '/sandbox', '/sitemap.xml', '/sitemaps'],
  color: '36',
};

const SHELL = /** @type {App} */ (APPS.find((app) => app.host));
const REMOTES = APPS.filter((app) => !app.host);

/**
 * The app called `name` (as in `--app`), or undefined.
 * @param {string} name
 */
function appNamed(name) {
  return APPS.find((app) => app.name === name);
}

/**
 * The app whose workspace folder is `dir` (absolute or relative), or undefined.
 * @param {string} dir
 */
function appInDir(dir) {
  return APPS.find((app) => app.dir === path.basename(dir));
}

/**
 * The port of the API or an app, from the environment (see .env.example) or its default.
 * @param {{ portEnv: string, defaultPort: number }} app
 * @param {NodeJS.ProcessEnv} [env]
 */
function portOf(app, env = process.env) {
  return Number(env[app.portEnv] || app.defaultPort);
}

/** @type {ReadonlySet<number>} */
const BAD_PORTS = new Set(BAD_PORTS_FILE.ports);

/**
 * Why a port variable cannot be used, or undefined: a port fetch refuses starts its server well, but nothing can call
 * it (the shop's server reads its pages' data from the API with fetch; browsers load the apps with it).
 * @param {string} name  the variable (or option) that set it
 * @param {number} port
 */
function badPortProblem(name, port) {
  return BAD_PORTS.has(port) ? `${name} ${port} ${BAD_PORTS_FILE.reason}` : undefined;
}

/**
 * What is wrong with the ports of the API and every app in `env`, one line each.
 * @param {NodeJS.ProcessEnv} [env]
 */
function portProblems(env = process.env) {
  return [API, ...APPS].flatMap((app) => badPortProblem(app.portEnv, portOf(app, env)) ?? []);
}

/**
 * Where the shell finds a remote at run time: its URL variable, else http://localhost:<port>.
 * @param {App} remote
 * @param {NodeJS.ProcessEnv} [env]
 */
function remoteUrlOf(remote, env = process.env) {
  let url = (remote.urlEnv && env[remote.urlEnv]) || `http://localhost:${portOf(remote, env)}`;
  while (url.endsWith('/')) url = url.slice(0, -1);
  return url;
}

/**
 * Where the frontend servers proxy the API's prefixes: API_URL, else http://127.0.0.1:<PORT>.
 * @param {NodeJS.ProcessEnv} [env]
 */
function apiUrl(env = process.env) {
  return env[API.urlEnv] || `http://127.0.0.1:${portOf(API, env)}`;
}

/**
 * The shop's public address as the API and the shop's server take it: PUBLIC_URL, else the shell on this machine at its
 * port (SHELL_PORT, else 4200), so Khalti's return address, e-mail links and the sitemap point where the shop is.
 * `npm start` hands this to the API (whose own default is the same address at the default port); no trailing slash.
 * @param {NodeJS.ProcessEnv} [env]
 */
function publicUrlOf(env = process.env) {
  let url = env.PUBLIC_URL?.trim() || `http://localhost:${portOf(SHELL, env)}`;
  while (url.endsWith('/')) url = url.slice(0, -1);
  return url;
}

module.exports = {
  APPS,
  API,
  SHELL,
  REMOTES,
  BAD_PORTS,
  appNamed,
  appInDir,
  portOf,
  badPortProblem,
  portProblems,
  remoteUrlOf,
  apiUrl,
  publicUrlOf,
};
