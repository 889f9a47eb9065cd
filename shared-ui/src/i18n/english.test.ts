import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileEnglish } from './english';

/**
 * The English catalog `npm run i18n` compiles with Lingui's own compiler, its plurals as selects (kept for the catalog
 * check, not shipped).
 */
function linguiCompiled(): Record<string, unknown> {
  const text = readFileSync(path.join(__dirname, 'locales/en/messages.ts'), 'utf8');
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(text);
  if (!json) throw new Error('locales/en/messages.ts is not a compiled catalog');
  return JSON.parse(JSON.parse(json[1]) as string) as Record<string, unknown>;
}

/** Each message's English as the code writes it: the source of the compiled catalog. */
function englishSources(): Record<string, string> {
  const po = readFileSync(path.join(__dirname, 'locales/en/messages.po'), 'utf8');
  const sources: Record<string, string> = {};
  // A PO string may go on over several quoted lines: `msgstr ""` then `"…"` lines.
  const field = (entry: string, name: string) => {
    const at = new RegExp(`^${name} ((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)`, 'm').exec(entry)?.[1];
    return at
      ?.trim()
      .split('\n')
      .map((part) => JSON.parse(part) as string)
      .join('');
  };
  for (const entry of po.split(/\n{2,}/)) {
    const id = field(entry, 'msgid');
    const message = field(entry, 'msgstr');
    if (id && message !== undefined) sources[id] = message;
  }
  return sources;
}

describe('English compiled from the code’s messages', () => {
  it('gives for every message of the shop what npm run i18n wrote into the English catalog', () => {
    const compiled = linguiCompiled();
    const sources = englishSources();
    expect(Object.keys(sources).sort()).toEqual(Object.keys(compiled).sort());
    const differing = Object.entries(sources)
      .filter(([id, message]) => JSON.stringify(compileEnglish(message)) !== JSON.stringify(compiled[id]))
      .map(([id]) => id);
    expect(differing).toEqual([]);
  });

  it('reads placeholders and plurals', () => {
    expect(compileEnglish('Remove {name}')).toEqual(['Remove ', ['name']]);
    // A plural is a select on its count (tools/i18n/select-plurals.js): the same choice, with no Intl.
    expect(compileEnglish('{count, plural, one {Cart, {n} item} other {Cart, {n} items}}')).toEqual([
      ['count', 'select', { 1: ['Cart, ', ['n'], ' item'], other: ['Cart, ', ['n'], ' items'] }],
    ]);
  });
});
