// A Module Federation runtime plugin of the shell's: it hands the remotes the shell's own copy of the federation
// runtime core (the remotes are built with `externalRuntime`, so their remoteEntry.js leaves it out and reads it
// from this global). The federation package's own plugin for this imports the CommonJS build of the core, a second
// copy next to the one the shell already runs; this one imports the same ES module the shell runs.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      runtimeCore.Global._FEDERATION_RUNTIME_CORE = runtimeCore;
      return args;
    },
  };
}
