import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Messages, setupI18n } from '@lingui/core';
import { compileEnglish } from './english';
import { messages as nepali } from './locales/ne/messages';

// Plurals without Intl (tools/i18n/select-plurals.js): English's compiler and `npm run i18n` write a plural as a select
// on its count, its `one` the key '1'. What this leans on in Lingui's runtime is checked here, and fails with the reason
// when a new Lingui reads a select otherwise; tools/i18n/select-plurals.test.mjs checks its compiler's side.
describe('plurals without Intl', () => {
  const NumberFormat = Intl.NumberFormat;
  const PluralRules = Intl.PluralRules;
  // Intl's constructors, replaced for the test by counting ones.
  const intl = Intl as unknown as Record<'NumberFormat' | 'PluralRules', unknown>;
  let built: string[];
  beforeEach(() => {
    built = [];
    // Counts what Lingui would construct: neither should be, for the shop's plurals.
    intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
      built.push('NumberFormat');
      return new NumberFormat(...args);
    };
    intl.PluralRules = function (...args: ConstructorParameters<typeof PluralRules>) {
      built.push('PluralRules');
      return new PluralRules(...args);
    };
  });
  afterEach(() => {
    intl.NumberFormat = NumberFormat;
    intl.PluralRules = PluralRules;
  });

  /** Throws `reason` when `ok` is false: a plain sentence in the test's failure, instead of a diff of tokens. */
  const holds = (ok: boolean, reason: string) => {
    if (!ok) throw new Error(reason);
  };
  const linguiPackage = path.join(path.dirname(require.resolve('@lingui/core')), '../package.json');
  const LINGUI = `@lingui/core ${(JSON.parse(readFileSync(linguiPackage, 'utf8')) as { version: string }).version}`;

  it('is how Lingui reads a select on a number: the key written as the number, else other, with no Intl', () => {
    const i18n = setupI18n({
      locale: 'xx',
      messages: { xx: { m: [['count', 'select', { 1: ['one'], other: ['many'] }]] } as Messages },
    });
    const said = [0, 1, 2].map((count) => i18n._({ id: 'm', values: { count } }));
    holds(
      JSON.stringify(said) === JSON.stringify(['many', 'one', 'many']),
      `${LINGUI} no longer reads a select on a count by its key (gave ${JSON.stringify(said)}): the shop's plurals, ` +
        'written as selects (tools/i18n/select-plurals.js), would choose the wrong form; follow Lingui, or go back to plurals',
    );
    holds(
      built.length === 0,
      `${LINGUI} builds ${built.join(' and ')} for a select: plurals as selects no longer spare the phone Intl ` +
        '(docs/decisions/0066); measure again whether the trick still buys anything',
    );
  });

  it('chooses one for exactly 1 and other for the rest, in English', () => {
    const i18n = setupI18n({ locale: 'en-plurals', messages: { 'en-plurals': {} } });
    i18n.setMessagesCompiler(compileEnglish);
    const cart = '{count, plural, one {Cart, {n} item} other {Cart, {n} items}}';
    const say = (count: number) =>
      i18n._({ id: 'cart.label', message: cart, values: { count, n: String(count) } });
    expect([0, 1, 2, 12].map(say)).toEqual([
      'Cart, 0 items',
      'Cart, 1 item',
      'Cart, 2 items',
      'Cart, 12 items',
    ]);
    expect(built).toEqual([]);
  });

  it('does the same with the Nepali catalog, whose plurals npm run i18n wrote as selects', () => {
    const i18n = setupI18n({ locale: 'ne-plurals', messages: { 'ne-plurals': nepali } });
    const say = (count: number, n: string) => i18n._({ id: 'nav.cart.items', values: { count, n } });
    expect([say(1, '१'), say(3, '३')]).toEqual(['कार्ट, १ सामान', 'कार्ट, ३ सामान']);
    expect(built).toEqual([]);
    expect(JSON.stringify(nepali)).not.toContain('"plural"');
  });

  it('holds for every plural of the shop: only one and other, no offset and no #, which only Intl would fill in', () => {
    const po = readFileSync(path.join(__dirname, 'locales/en/messages.po'), 'utf8');
    const plurals = po.split('\n').filter((line) => line.startsWith('msgstr') && line.includes(', plural,'));
    expect(plurals.length).toBeGreaterThan(0);
    expect(plurals.filter((line) => /#|offset:|=\d|\b(?:zero|two|few|many)\s*\{/.test(line))).toEqual([]);
  });
});
