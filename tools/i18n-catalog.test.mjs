// `npm run test:tools`: every message a shopper or customer reads has its Nepali translation (issue 43). The code's
// messages are extracted as `npm run i18n` extracts them (Lingui's own extractor, tools/i18n/catalogs.mjs), and each
// must be translated in the committed Nepali catalog and compiled into the catalogs the pages load.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import { catalogFile, extractMessages, readCatalog } from './i18n/catalogs.mjs';

/** The ids a compiled catalog (messages.ts) holds, and each one's compiled message. */
function compiledCatalog(locale) {
  const text = readFileSync(catalogFile(locale, '.ts'), 'utf8');
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(text);
  assert.ok(json, `${locale}/messages.ts is not a compiled catalog`);
  return JSON.parse(JSON.parse(json[1]));
}

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
});
