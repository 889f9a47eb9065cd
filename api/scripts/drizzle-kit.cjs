// Runs drizzle-kit so that it finds this workspace's drizzle-orm.
// npm keeps drizzle-orm in api/node_modules while drizzle-kit is hoisted to the root node_modules, and drizzle-kit
// looks drizzle-orm up from its own folder (with a dynamic import that ignores NODE_PATH), so we point both
// resolvers at api/ before handing over to drizzle-kit's CLI.
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { register } = require('node:module');
const Module = require('node:module');

const apiRoot = path.resolve(__dirname, '..');
const parentURL = pathToFileURL(path.join(apiRoot, 'package.json')).href;

// ESM (dynamic import) resolution.
const hook = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(parentURL)} });
  }
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hook));

// CommonJS (require) resolution.
process.env.NODE_PATH = [path.join(apiRoot, 'node_modules'), process.env.NODE_PATH]
  .filter(Boolean)
  .join(path.delimiter);
Module._initPaths();

// drizzle-kit's exports map hides bin.cjs and package.json, so find its folder from the exported API entry.
const kitEntry = require.resolve('drizzle-kit', { paths: [apiRoot] });
require(path.join(path.dirname(kitEntry), 'bin.cjs'));
