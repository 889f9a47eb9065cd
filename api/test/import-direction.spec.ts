import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Imports point down or sideways: a file never imports a module of a folder above its own that imports back down
// into it (seed/cli.ts once imported ../app.module, which imports the seed). The entry points and the root module
// (app.module, bootstrap, main, seed-cli) sit at the top of api/src, and nothing below them imports them.

const SRC = path.resolve(__dirname, '../src');
const ROOT_FILES = ['app.module.ts', 'bootstrap.ts', 'main.ts', 'seed-cli.ts'].map((file) =>
  path.join(SRC, file),
);

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(path.join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [path.join(dir, entry.name)]
        : [],
  );

/** The files of api/src a file imports by a relative path. */
function importsOf(file: string): string[] {
  const specifiers = [
    ...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'/g),
  ];
  return specifiers.flatMap((match) => {
    const base = path.resolve(path.dirname(file), match[1] ?? match[2]);
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]
      .filter((candidate) => existsSync(candidate))
      .slice(0, 1);
  });
}

describe('import direction in api/src', () => {
  const graph = new Map(sources(SRC).map((file) => [file, importsOf(file)]));
  const isInside = (file: string, dir: string) => file.startsWith(dir + path.sep);

  /** A file under `dir` that `start` imports, directly or through other files; undefined when none. */
  function reachesInto(start: string, dir: string): string | undefined {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const target of graph.get(file) ?? []) {
        if (isInside(target, dir)) return target;
        stack.push(target);
      }
    }
    return undefined;
  }

  it('finds the sources and their imports', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get(path.join(SRC, 'seed-cli.ts'))).toContain(path.join(SRC, 'app.module.ts'));
  });

  it('never imports the root module or an entry point from a folder below them', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      path.dirname(file) === SRC
        ? []
        : targets.filter((target) => ROOT_FILES.includes(target)).map((target) => [file, target]),
    );
    expect(upward.map((pair) => pair.map((file) => path.relative(SRC, file)).join(' -> '))).toEqual([]);
  });

  it('never imports a module of an ancestor folder that imports back down into the importer’s folder', () => {
    const cycles: string[] = [];
    for (const [file, targets] of graph) {
      const dir = path.dirname(file);
      for (const target of targets) {
        if (!isInside(dir, path.dirname(target))) continue;
        const back = reachesInto(target, dir);
        if (back) cycles.push([file, target, back].map((f) => path.relative(SRC, f)).join(' -> '));
      }
    }
    expect(cycles).toEqual([]);
  });
});
