// A file the shop's server reads once and again only when it changes: a new build writes the shell's index.html, its
// mf-manifest.json and the storefront's server build while the server runs, and the next page uses them.
import { statSync } from 'node:fs';

/**
 * A reader of `file`: what `load` made of it, made again when the file's modification time changes; null while the
 * file is missing. An error of `load` is thrown to the caller, and the next call tries again.
 */
export function reloadedOnChange<T>(file: string, load: (file: string) => T): () => T | null {
  let loaded: { mtimeMs: number; value: T } | null = null;
  return function current(): T | null {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (loaded?.mtimeMs !== mtimeMs) loaded = { mtimeMs, value: load(file) };
    return loaded.value;
  };
}
