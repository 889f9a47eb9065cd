// A Module Federation runtime plugin of the shell's: it hands the remotes the shell's own copy of the federation
// runtime core (the remotes are built with `externalRuntime`, so their remoteEntry.js leaves it out and reads it
// from this global). The federation package's own plugin for this imports the CommonJS build of the core, a second
// copy next to the one the shell already runs; this one imports the same ES module the shell runs.
// It hands them the functions of the shell's bundler runtime too (borrowed-bundler-runtime.js), which every
// container would otherwise ship a copy of.
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

/** The global a remote's borrowed-bundler-runtime.js reads. */
export const BUNDLER_RUNTIME_GLOBAL = '_PASHMINA_BUNDLER_RUNTIME';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      runtimeCore.Global[BUNDLER_RUNTIME_GLOBAL] = { attachShareScopeMap, bundlerRuntime };
      return args;
    },
  };
}
