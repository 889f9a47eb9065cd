// Where a place in a built script comes from: its source file, by the script's source map. The maps are a
// production build's (kept in each app's dist-maps/, not served), or the ones served next to a development build's
// scripts. The lines of a map are decoded once, when a place in them is first asked for.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeSegment } from './source-parts.mjs';

/** One generated line's segments, [column, source index or null, source line], in the order of their columns. */
function decodeLines(map) {
  let source = 0;
  let original = 0;
  return (map.mappings ?? '').split(';').map((line) => {
    let column = 0;
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta, sourceDelta, originalDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta === undefined) return [column, null];
        source += sourceDelta;
        original += originalDelta;
        return [column, source, original];
      });
  });
}

/**
 * A finder of source files: `sourceOf(url, line, column)` (0-based, as a CPU profile's call frames give them) is the
 * source path the map names there and its line (1-based), or null. `folderOf(origin)` is the dist-maps/ folder of the app serving `origin`.
 */
export function sourceFinder(folderOf) {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      maps.set(
        url,
        (async () => {
          const served = await fetch(`${url}.map`).catch(() => null);
          let map = served?.ok ? await served.json() : null;
          const folder = map ? null : await folderOf(new URL(url).origin);
          if (folder) {
            const file = path.join(folder, `${new URL(url).pathname.split('/').pop()}.map`);
            map = await readFile(file, 'utf8')
              .then(JSON.parse)
              .catch(() => null);
          }
          return map && { sources: map.sources, lines: decodeLines(map) };
        })(),
      );
    }
    return maps.get(url);
  };
  return async function sourceOf(url, line, column) {
    if (!/^https?:/.test(url)) return null;
    const map = await mapOf(url);
    const segments = map?.lines[line];
    if (!segments?.length) return null;
    let found = null;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    if (!found || found[1] === null) return null;
    return { source: map.sources[found[1]] ?? '', line: found[2] + 1 };
  };
}
