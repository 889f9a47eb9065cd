// The parts of the Nepali catalog in the shell's build (shared-ui's i18n runtime names each chunk
// `catalog-ne-<part>`, tools/i18n/parts.mjs), so that a Nepali page's HTML can preload the parts it needs before
// anything has run: core, which the app waits for before it first renders, and a landing page's own, which comes
// with the page's code.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { reloadedOnChange } from './reloaded-on-change';

/** `catalog-ne-<part>.<hash>.js` (a production build) or `catalog-ne-<part>.js` (a development one). */
const PART_FILE = /^catalog-ne-([a-z][a-z0-9-]*)(?:\.[0-9a-f]{8})?\.js$/;

/** Each part's file in a build's folder listing, part → file name. */
export function nepaliCatalogFilesIn(files: readonly string[]): Map<string, string> {
  const parts = new Map<string, string>();
  for (const file of files) {
    const part = PART_FILE.exec(file)?.[1];
    if (part) parts.set(part, file);
  }
  return parts;
}

/**
 * A reader of the parts' files in the shell's build (`root`, served at /), listed again when a new build has been
 * written (its mf-manifest.json changes); empty while there is no build.
 */
export function createNepaliCatalogFiles(root: string): () => Map<string, string> {
  const current = reloadedOnChange(path.join(root, 'mf-manifest.json'), () =>
    nepaliCatalogFilesIn(readdirSync(root)),
  );
  return () => current() ?? new Map();
}

/** The addresses of the Nepali catalog's parts a page needs first: core, and its own (`part`) when it has one. */
export function nepaliCatalogScripts(files: Map<string, string>, part: string | null): string[] {
  return ['core', ...(part && part !== 'core' ? [part] : [])]
    .map((name) => files.get(name))
    .filter((file): file is string => file !== undefined)
    .map((file) => `/${file}`);
}
