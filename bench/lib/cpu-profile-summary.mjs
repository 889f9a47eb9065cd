// What a .cpuprofile (bench/lib/cpu-profile.cjs) says about where a process's CPU went: the share of the samples by
// package (or Node's own module, or the app's folder), by function, and, for the heaviest functions, the calls that
// led to them. Shares are of all samples, idle included, so "(idle)" says how much of a core was left over.
import { readFileSync } from 'node:fs';

const shortUrl = (url) => url.replace(/^file:\/\//, '').replace(/^.*?node_modules\//, '');

/** The package, Node module or app folder a frame belongs to. */
function partOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : `(${functionName || 'native'})`;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const module = url.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (module) return module[1];
  const app = url.match(/\/(api|shell)\/(dist|dist-server)\/([^/]+)/);
  return app ? `${app[1]}/${app[3]}` : shortUrl(url);
}

const frameName = ({ functionName, url, lineNumber }) =>
  `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;

export function summarizeCpuProfile(file, { parts = 20, functions = 20, callers = 6, depth = 8 } = {}) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfTime = new Map();
  profile.samples.forEach((id, i) =>
    selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)),
  );
  const total = [...selfTime.values()].reduce((sum, t) => sum + t, 0) || 1;

  const add = (map, key, t) => map.set(key, (map.get(key) ?? 0) + t);
  const byPart = new Map();
  const byFunction = new Map();
  for (const [id, t] of selfTime) {
    const frame = byId.get(id).callFrame;
    add(byPart, partOf(frame), t);
    add(byFunction, frameName(frame), t);
  }
  const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
  const share = (t) => `${((t / total) * 100).toFixed(1).padStart(5)}%`;
  const lines = [`${(total / 1e6).toFixed(1)} s sampled`, 'by package or folder (self time):'];
  for (const [part, t] of top(byPart, parts)) lines.push(`  ${share(t)}  ${part}`);
  lines.push('by function (self time):');
  const heaviest = top(byFunction, functions);
  for (const [name, t] of heaviest) lines.push(`  ${share(t)}  ${name}`);
  lines.push(`what called the ${callers} heaviest functions (${depth} frames up):`);
  for (const [name] of heaviest.filter(([n]) => !n.startsWith('(')).slice(0, callers)) {
    const paths = new Map();
    for (const [id, t] of selfTime) {
      if (frameName(byId.get(id).callFrame) !== name) continue;
      const chain = [];
      for (let up = parentOf.get(id); up && chain.length < depth; up = parentOf.get(up))
        chain.push(frameName(byId.get(up).callFrame));
      add(paths, chain.join(' < '), t);
    }
    lines.push(`  ${name}`);
    for (const [chain, t] of top(paths, 2)) lines.push(`    ${share(t)}  < ${chain}`);
  }
  return lines;
}
