// The compiler's side of plurals as selects (select-plurals.js): the shape Lingui's compiler writes a plural in. A new
// Lingui that writes it otherwise would leave the plurals as they are, silently, and the phone would build Intl again
// on every page: this fails first, saying so.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const require = createRequire(import.meta.url);
const { selectPlurals } = require('./select-plurals.js');
// The package's exports do not name its package.json: it is read from the folder its compiler resolves to.
const linguiDir = path.resolve(require.resolve('@lingui/message-utils/compileMessage'), '../..');
const LINGUI = `@lingui/message-utils ${JSON.parse(readFileSync(path.join(linguiDir, 'package.json'), 'utf8')).version}`;

describe('plurals as selects', () => {
  it("reads a plural as Lingui's compiler writes it: [name, 'plural', { one, other }]", () => {
    const compiled = JSON.stringify(compileMessage('{count, plural, one {{n} item} other {{n} items}}'));
    assert.equal(
      compiled,
      JSON.stringify([['count', 'plural', { one: [['n'], ' item'], other: [['n'], ' items'] }]]),
      `${LINGUI} no longer compiles a plural as [name, 'plural', choices] (it gave ${compiled}): ` +
        'tools/i18n/select-plurals.js would leave every plural as it is, and Lingui would build Intl for each again',
    );
  });

  it("makes it a select on the count, 'one' keyed '1', at any depth, and leaves the rest as it was", () => {
    const message =
      '{article, select, an {{count, plural, one {a} other {b}}} other {c}} {count, plural, one {d} other {e}}';
    assert.equal(
      JSON.stringify(selectPlurals(compileMessage(message))),
      JSON.stringify([
        ['article', 'select', { an: [['count', 'select', { 1: ['a'], other: ['b'] }]], other: ['c'] }],
        ' ',
        ['count', 'select', { 1: ['d'], other: ['e'] }],
      ]),
    );
    assert.equal(selectPlurals('Plain'), 'Plain');
    assert.deepEqual(selectPlurals(['Remove ', ['name']]), ['Remove ', ['name']]);
  });
});
