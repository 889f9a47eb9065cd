// The app (name, Module Federation container, port, exposed modules) is the entry of tools/apps.js
// for this folder; the build itself is the one shared factory. A production build also writes the server build
// of the landing pages' first screen (tools/webpack/server-config.js), which the shell's server runs; it is made
// after the browser build, whose files it records.
const browser = require('../tools/webpack/config')(__dirname);
const server = require('../tools/webpack/server-config')(__dirname, 'storefront');

module.exports = (env, argv = {}) =>
  argv.mode === 'development' ? browser(env, argv) : [{ ...browser(env, argv), name: 'storefront' }, server];
