// The one list of Module Federation singletons. The webpack factory (config.js) gives it to all
// four builds, so the shell and every remote agree on what is shared. Never spread all dependencies.
const { contractVersion } = require('../../shared-ui/src/contract/contract-version.json');

const singleton = { singleton: true, requiredVersion: false, strictVersion: false };

module.exports = {
  react: singleton,
  'react-dom/': singleton,
  'react-dom': singleton,
  // Resolved to tools/webpack/react-router-dom.ts (a short list of the router's exports), so it declares the
  // version of the router it re-exports.
  'react-router-dom': { ...singleton, version: require('react-router/package.json').version },
  // Resolved to tools/webpack/react-redux.ts (the hooks and Provider, without connect()), so it declares the version
  // of the package it re-exports.
  'react-redux': { ...singleton, version: require('react-redux/package.json').version },
  // The i18n runtime: one active language and one set of loaded catalogs for the shell and every remote.
  '@lingui/core': singleton,
  // Declared by its contract version, not its (never published) package version: each build's mf-manifest.json
  // carries it, and the shell refuses a remote built against another major (shared-ui/src/contract).
  '@pashmina/shared-ui': { ...singleton, version: contractVersion },
  // The endpoints no landing page calls (shared-ui/orders.ts): shared too, so the apps inject them once into the one
  // baseApi, but not preloaded by the shell's page (NOT_PRELOADED in config.js). The shell imports it only to provide
  // it (shell/src/app/federation.ts).
  '@pashmina/shared-ui/orders': { ...singleton, version: contractVersion },
};
