// `npm run test:tools`: every message a shopper or customer reads has its Nepali translation (issue 43). The code's
// messages are extracted as `npm run i18n` extracts them (Lingui's own extractor, into a folder of the test's), and
// each must be translated in the committed Nepali catalog, and compiled into the catalog the pages load.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { repoRoot } = require('./paths.js');
const config = require('../lingui.config.js');

const localesDir = path.join(repoRoot, 'shared-ui/src/i18n/locales');

/** A PO text's entries: msgid → msgstr (each possibly written over several quoted lines). */
export function poEntries(text) {
  const entries = new Map();
  let field = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (field === 'msgstr' && id) entries.set(id, str);
    id = '';
    str = '';
  };
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      if (start[1] === 'msgid') flush();
      field = start[1];
      const value = JSON.parse(start[2]);
      if (field === 'msgid') id = value;
      else str = value;
    } else if (/^".*"$/.test(line) && field) {
      const value = JSON.parse(line);
      if (field === 'msgid') id += value;
      else str += value;
    } else if (line.trim() === '') {
      flush();
      field = null;
    }
  }
  flush();
  return entries;
}

describe('the Nepali catalog', () => {
  let scratch;
  /** Every message id in the code now, and its English. */
  let extracted;

  before(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'lingui-check-'));
    const scratchConfig = path.join(scratch, 'lingui.config.js');
    const catalogs = config.catalogs.map((catalog) => ({
      ...catalog,
      path: path.join(scratch, '{locale}', 'messages'),
      include: catalog.include.map((dir) => dir.replace('<rootDir>', repoRoot)),
    }));
    writeFileSync(
      scratchConfig,
      `module.exports = ${JSON.stringify({ ...config, rootDir: repoRoot, locales: ['en'], catalogs })};`,
    );
    execFileSync(process.execPath, [require.resolve('@lingui/cli/dist/lingui.js'), 'extract', '--config', scratchConfig], {
      cwd: repoRoot,
      stdio: 'pipe',
    });
    extracted = poEntries(readFileSync(path.join(scratch, 'en', 'messages.po'), 'utf8'));
  });
  after(() => rmSync(scratch, { recursive: true, force: true }));

  it('is extracted from the code: the shop has messages to translate', () => {
    assert.ok(extracted.size > 200, `only ${extracted.size} messages were extracted`);
    assert.equal(extracted.get('product.addToCart'), 'Add to Cart');
  });

  it('translates every message of the code', () => {
    const nepali = poEntries(readFileSync(path.join(localesDir, 'ne', 'messages.po'), 'utf8'));
    const missing = [...extracted.keys()].filter((id) => !nepali.get(id)?.trim());
    assert.deepEqual(missing, [], `messages without a Nepali translation (npm run i18n, then translate them)`);
  });

  it('is compiled as the pages load it, every message in both languages', () => {
    for (const locale of ['en', 'ne']) {
      const compiled = readFileSync(path.join(localesDir, locale, 'messages.ts'), 'utf8');
      const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(compiled);
      assert.ok(json, `${locale}/messages.ts is not a compiled catalog`);
      const ids = Object.keys(JSON.parse(JSON.parse(json[1])));
      const stale = [...extracted.keys()].filter((id) => !ids.includes(id));
      assert.deepEqual(stale, [], `${locale}/messages.ts lacks these messages: run npm run i18n`);
    }
  });
});
