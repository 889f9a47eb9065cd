// Command-line flags: `--name value`, `--name=value` and bare `--flag` (true); the rest in `_`.

/** @param {string[]} argv */
export function parseArgs(argv) {
  /** @type {Record<string, string | true> & { _: string[] }} */
  const args = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      args._.push(arg);
      continue;
    }
    const [key, inline] = arg.slice(2).split('=', 2);
    const next = argv[i + 1];
    if (inline !== undefined) args[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      args[key] = next;
      i++;
    } else args[key] = true;
  }
  return args;
}
