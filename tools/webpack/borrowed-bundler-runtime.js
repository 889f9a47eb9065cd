// What a remote's production build has in place of Module Federation's webpack bundler runtime (config.js replaces
// the package's entry with this file): the shell's functions (provide-runtime-core.js puts them on the federation
// runtime's global before any remote loads), in a federation object of the remote's own, since each container
// keeps its instance, options and share scopes apart. The functions keep no state of their own: each is handed the
// container's webpack require. Only initContainerEntry is the remote's, since the shell, which exposes nothing, is
// built without it, and is imported from the package's dist folder, which its exports open ("./*") but do not name.
// 3.0 KB less of gzip in every remoteEntry.js (docs/decisions/0066); the shell and the remotes run one version of
// Module Federation, which the shell's version check holds them to (shell/src/app/versionGuard.ts), and which
// package.json pins: borrowed-bundler-runtime.test.mjs fails, saying what moved, when a new version changes the
// federation object this copies, the entry config.js replaces or the file initContainerEntry comes from.
import * as runtime from '@module-federation/runtime';
import { Global } from '@module-federation/runtime-core';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const shell = Global._PASHMINA_BUNDLER_RUNTIME;
if (!shell)
  throw new Error(
    "This remote's production build runs inside the shop's shell, whose federation runtime it borrows",
  );

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...shell.bundlerRuntime, S: {}, remotes: undefined, initContainerEntry },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
