// `npm run test:tools`: every message a shopper or customer reads has its Nepali translation (issue 43). The code's
// messages are extracted as `npm run i18n` extracts them (Lingui's own extractor, tools/i18n/catalogs.mjs), and each
// must be translated in the committed Nepali catalog and compiled into the catalogs the pages load: the whole ones
// and the Nepali catalog's parts, exactly as `npm run i18n` writes them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  catalogFile,
  compiledFiles,
  extractMessages,
  mergedCatalog,
  partsFolder,
  readCatalog,
} from './i18n/catalogs.mjs';
import { apiCompiledFiles } from './i18n/api-catalogs.mjs';

/** The ids a compiled catalog file holds, and each one's compiled message. */
function compiledIn(file) {
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'));
  assert.ok(json, `${file} is not a compiled catalog`);
  return JSON.parse(JSON.parse(json[1]));
}

/** A locale's whole compiled catalog (messages.ts). */
const compiledCatalog = (locale) => compiledIn(catalogFile(locale, '.ts'));

describe('the Nepali catalog', () => {
  /** Every message id in the code now, and its English. */
  let extracted;
  before(async () => {
    extracted = await extractMessages();
  });

  it('is extracted from the code, in the spec’s English', () => {
    assert.ok(extracted.size > 200, `only ${extracted.size} messages were extracted`);
    assert.equal(extracted.get('product.addToCart')?.message, 'Add to Cart');
    assert.equal(extracted.get('cart.clear')?.message, 'Clear Cart');
  });

  it('translates every message of the code', () => {
    const nepali = readCatalog('ne');
    const missing = [...extracted.keys()].filter((id) => !nepali[id]?.translation?.trim());
    assert.deepEqual(
      missing,
      [],
      'messages without a Nepali translation: run npm run i18n, then translate them',
    );
  });

  it('keeps every placeholder of the English in the Nepali', () => {
    const nepali = readCatalog('ne');
    // '{name}', and the argument of '{count, plural, …}'; a plural's branches ('one {…}') are no placeholders.
    const names = (text) =>
      [
        ...new Set(
          [...text.matchAll(/\{(\w+)\}|\{(\w+),\s*(?:plural|select|selectordinal|number|date|time)\b/g)].map(
            (m) => m[1] ?? m[2],
          ),
        ),
      ].sort();
    const broken = [...extracted]
      .filter(([id]) => nepali[id]?.translation)
      .filter(([id, { message }]) => names(message).join() !== names(nepali[id].translation).join())
      .map(([id]) => id);
    assert.deepEqual(broken, []);
  });

  it('is compiled as the pages load it, every message in both languages', () => {
    for (const locale of ['en', 'ne']) {
      const compiled = compiledCatalog(locale);
      const stale = [...extracted.keys()].filter((id) => !(id in compiled));
      assert.deepEqual(stale, [], `${locale}/messages.ts lacks these messages: run npm run i18n`);
    }
    assert.deepEqual(compiledCatalog('ne')['product.addToCart'], ['कार्टमा राख्नुहोस्']);
  });

  it('is committed as npm run i18n writes it: both catalogs, and the Nepali one in parts', () => {
    const expected = compiledFiles({
      en: mergedCatalog(extracted, 'en'),
      ne: mergedCatalog(extracted, 'ne'),
    });
    const stale = [...expected]
      .filter(([file, text]) => {
        try {
          return readFileSync(file, 'utf8') !== text;
        } catch {
          return true;
        }
      })
      .map(([file]) => path.basename(file));
    assert.deepEqual(stale, [], 'these compiled catalogs differ from what npm run i18n writes: run it');
    const written = readdirSync(partsFolder()).map((file) => path.join(partsFolder(), file));
    assert.deepEqual(
      written.filter((file) => !expected.has(file)),
      [],
      'parts npm run i18n no longer writes',
    );
  });

  it('has every message of the code in a part a Nepali page loads', () => {
    const inParts = new Set();
    for (const file of readdirSync(partsFolder()).filter((name) => name !== 'index.ts'))
      for (const id of Object.keys(compiledIn(path.join(partsFolder(), file)))) inParts.add(id);
    assert.deepEqual(
      [...extracted.keys()].filter((id) => !inParts.has(id)),
      [],
    );
  });
});

describe("the API's catalogs", () => {
  it('are committed as npm run i18n compiles them (the API messages and the e-mails, by id)', () => {
    const files = apiCompiledFiles();
    assert.ok(files.size >= 3, `only ${files.size} compiled catalogs`);
    const stale = [...files]
      .filter(([file, text]) => readFileSync(file, 'utf8') !== text)
      .map(([file]) => path.relative(process.cwd(), file));
    assert.deepEqual(stale, [], 'these compiled catalogs differ from what npm run i18n writes: run it');
  });
});
