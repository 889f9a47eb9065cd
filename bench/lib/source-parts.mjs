// What a built script is made of, by the source its source map names for each stretch of its code: a package of
// node_modules (react-dom, @reduxjs/toolkit, …), a workspace's folder (shared-ui/src/api, …) or webpack's runtime.
// Only the generated columns and source indexes of the map are read, so the decoder here is a few lines rather
// than a dependency.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** The numbers of one segment of a source map's `mappings` (Base64 VLQ). */
export function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * The part a source path belongs to: its package in node_modules, else its first three folders, from the repository
 * (webpack names the app's own files `webpack://shell/./src/…`, other workspaces' `webpack://shell/../shared-ui/…`).
 */
export function partOf(source) {
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (packaged) return packaged[1];
  const [, app = '', file = source] = /^webpack:\/\/([^/]*)\/(.*)$/.exec(source) ?? [];
  const fromRoot = file.startsWith('./') ? `${app}/${file.slice(2)}` : file.replace(/^(\.\.\/)+/, '');
  return fromRoot.split('?')[0].split('/').slice(0, 3).join('/');
}

/**
 * The characters of `code` each part accounts for, from its source `map`: a segment runs to the next one on its
 * line, or to the line's end. Code the map does not place is counted as 'unmapped'.
 * @returns {Map<string, number>}
 */
export function charactersByPart(code, map) {
  const parts = new Map();
  const add = (part, n) => parts.set(part, (parts.get(part) ?? 0) + n);
  const lines = code.split('\n');
  const mappingLines = (map.mappings ?? '').split(';');
  let source = 0;
  lines.forEach((line, index) => {
    const segments = (mappingLines[index] ?? '').split(',').filter(Boolean);
    let column = 0;
    const placed = [];
    for (const segment of segments) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta === undefined) placed.push([column, null]);
      else {
        source += sourceDelta;
        placed.push([column, source]);
      }
    }
    if (!placed.length || placed[0][0] > 0) add('unmapped', placed.length ? placed[0][0] : line.length);
    placed.forEach(([start, from], i) => {
      const end = i + 1 < placed.length ? placed[i + 1][0] : line.length;
      add(from === null ? 'unmapped' : partOf(map.sources[from] ?? ''), end - start);
    });
  });
  return parts;
}
