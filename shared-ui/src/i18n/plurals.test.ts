import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileEnglish } from './english';
import { catalogWithSelectPlurals } from './plurals';

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

  const cart = '{count, plural, one {Cart, {n} item} other {Cart, {n} items}}';

  it('chooses one for exactly 1 and other for the rest, in English', () => {
    const i18n = setupI18n({ locale: 'en-plurals', messages: { 'en-plurals': {} } });
    i18n.setMessagesCompiler(compileEnglish);
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

  it('does the same with a Nepali catalog compiled by Lingui', () => {
    const compiled = {
      'cart.label': [
        ['count', 'plural', { one: ['कार्ट, ', ['n'], ' सामान'], other: ['कार्ट, ', ['n'], ' सामानहरू'] }],
      ],
    };
    const i18n = setupI18n({
      locale: 'ne-plurals',
      messages: { 'ne-plurals': catalogWithSelectPlurals(compiled) },
    });
    const say = (count: number, n: string) => i18n._({ id: 'cart.label', values: { count, n } });
    expect([say(1, '१'), say(3, '३')]).toEqual(['कार्ट, १ सामान', 'कार्ट, ३ सामानहरू']);
    expect(built).toEqual([]);
  });

  it('holds for every plural of the shop: none has an offset or a #, which only Intl would fill in', () => {
    const po = readFileSync(path.join(__dirname, 'locales/en/messages.po'), 'utf8');
    const plurals = po.split('\n').filter((line) => line.startsWith('msgstr') && line.includes(', plural,'));
    expect(plurals.length).toBeGreaterThan(0);
    expect(plurals.filter((line) => /#|offset:/.test(line))).toEqual([]);
  });
});
