// V8's explicit compile hint (Chrome 136+): a file that opens with `//# allFunctionsCalledOnLoad` has all its
// functions compiled as it streams in, on a background thread, instead of each one on the page's main thread the
// first time it is called. The files a landing page runs while it starts (React, the router, Redux Toolkit, shared-ui,
// the federation runtime, the storefront's page) were compiled function by function inside the tasks that called
// them: 0.4–1 s of a phone's main thread at 4× CPU slowdown on /ne, much of shared-ui's evaluation (RTK Query's
// createApi, compiled the first time it runs) and of the federation start (decision 82). Only those files carry the
// hint: compiling every function of a file nobody calls at load would cost memory and a background thread for
// nothing. Other browsers read a comment.
const { ConcatSource } = require('webpack').sources;
const { Compilation } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';
/** Module Federation's modules that provide or consume a shared module (its fallback copy). */
const SHARED_MODULE_TYPES = new Set(['provide-module', 'consume-shared-module']);

/**
 * A remote's files that a page runs as soon as it shows the remote: its remoteEntry.js, the chunks of its exposed
 * modules, and its landing pages' chunks (named `page-…`, storefront/src/landing/pages.ts).
 * @param {import('webpack').Compilation} compilation
 * @param {string} container  the remote's container name (its remoteEntry's entry point)
 */
function remoteStartFilesOf(compilation, container) {
  const { chunkGraph } = compilation;
  const groups = [];
  const entry = compilation.entrypoints.get(container);
  if (entry) {
    groups.push(entry);
    for (const chunk of entry.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // The remote's own copies of the shared modules: the shell's are the ones a page runs.
        if (SHARED_MODULE_TYPES.has(module.type)) continue;
        for (const block of module.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (group) groups.push(group);
        }
      }
    }
  }
  for (const [name, group] of compilation.namedChunkGroups) if (name.startsWith('page-')) groups.push(group);
  const files = new Set();
  for (const group of groups)
    for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  return [...files].filter((file) => file.endsWith('.js'));
}

/**
 * Opens the files `filesOf(compilation)` names with the hint: after minification, which drops comments, and before
 * the source maps are written, which the added line would otherwise shift.
 */
class CompileHints {
  /** @param {(compilation: import('webpack').Compilation) => string[]} filesOf */
  constructor(filesOf) {
    this.filesOf = filesOf;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of this.filesOf(compilation)) {
            if (compilation.getAsset(file))
              compilation.updateAsset(file, (source) => new ConcatSource(HINT, source));
          }
        },
      );
    });
  }
}

module.exports = { CompileHints, remoteStartFilesOf };
