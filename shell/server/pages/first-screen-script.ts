// The first screen's loader (first-screen-loader.js) as the page inlines it, read once at start, and its hash, by
// which the shell's Content-Security-Policy allows it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// A line that is a comment only: `// …`, or a block comment on one line.
const COMMENT_LINE = /^(?:\/\/.*|\/\*.*\*\/)$/;

/**
 * The file's code on one line: its comment lines dropped, the others trimmed and joined. Each line of the file ends
 * where a statement or a block may, so nothing is joined that would read otherwise.
 */
export function inlineScriptOf(source: string): string {
  return source
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !COMMENT_LINE.test(line))
    .join('');
}

/** Next to this file in the repository, and next to the built server (the build copies it: shop-server-config.js). */
const LOADER_FILE = path.join(__dirname, 'first-screen-loader.js');

/** The loader, as written into a page with a first screen. */
export const FIRST_SCREEN_LOADER = inlineScriptOf(readFileSync(LOADER_FILE, 'utf8'));

/** The loader's hash, as the shell's Content-Security-Policy allows it. */
export const FIRST_SCREEN_LOADER_CSP = `'sha256-${createHash('sha256').update(FIRST_SCREEN_LOADER).digest('base64')}'`;
