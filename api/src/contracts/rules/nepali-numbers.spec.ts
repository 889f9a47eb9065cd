import * as fc from 'fast-check';
import { orderLabel } from './order';
import {
  fromDevanagariDigits,
  formatAmount,
  formatCount,
  formatNepaliNumber,
  formatNepaliRupees,
  toDevanagariDigits,
} from './nepali-numbers';

// The shop writes Nepali numbers by hand (Chromium has no Nepali locale data): they must read as Node's ICU writes them.
const hasNepali = Intl.NumberFormat.supportedLocalesOf(['ne-NP']).length > 0;
const plain = (value: number) => new Intl.NumberFormat('ne-NP').format(value);
const withPaisa = (amount: number) =>
  new Intl.NumberFormat('ne-NP', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

describe('Devanagari digits', () => {
  it('writes every ASCII digit in Devanagari and leaves the rest as it is', () => {
    expect(toDevanagariDigits('0123456789')).toBe('०१२३४५६७८९');
    expect(toDevanagariDigits(2083)).toBe('२०८३');
    expect(toDevanagariDigits('#1001, 2026-11-27')).toBe('#१००१, २०२६-११-२७');
  });

  it('writes counts and page numbers by language: English as today, Nepali in Devanagari', () => {
    expect(formatCount(12, 'en')).toBe('12');
    expect(formatCount(12, 'ne')).toBe('१२');
    expect(formatCount(100000, 'ne')).toBe('१,००,०००');
  });
});

describe('Node has the Nepali locale data these tests compare with', () => {
  // Without it the comparisons below would compare nothing: say so rather than pass.
  it('knows ne-NP', () => {
    expect(hasNepali).toBe(true);
    expect(plain(1234500)).toBe('१२,३४,५००');
  });
});

describe('formatNepaliNumber', () => {
  it('groups in lakhs: the last three digits, then pairs', () => {
    expect(formatNepaliNumber(0)).toBe('०');
    expect(formatNepaliNumber(999)).toBe('९९९');
    expect(formatNepaliNumber(1000)).toBe('१,०००');
    expect(formatNepaliNumber(100000)).toBe('१,००,०००');
    expect(formatNepaliNumber(1234500)).toBe('१२,३४,५००');
    expect(formatNepaliNumber(123456789)).toBe('१२,३४,५६,७८९');
  });

  it.each([
    0, 7, 10, 999, 1000, 3499, 12500, 99999, 100000, 1234567, 12345678, 1.5, 0.125, 2.0005, 1234.5678, -1234,
  ])('writes %p as Intl.NumberFormat("ne-NP") does', (value) => {
    expect(formatNepaliNumber(value)).toBe(plain(value));
  });

  it('agrees with Intl.NumberFormat("ne-NP") on any whole number up to a crore of crores', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e14, max: 1e14 }),
        (value) => formatNepaliNumber(value) === plain(value),
      ),
      { numRuns: 500 },
    );
  });
});

describe('formatNepaliRupees', () => {
  it('writes rupees as Nepali pages do: रु, Devanagari digits, lakhs', () => {
    expect(formatNepaliRupees(1234500)).toBe('रु १२,३४,५००');
    expect(formatNepaliRupees(12500)).toBe('रु १२,५००');
    expect(formatNepaliRupees(0)).toBe('रु ०');
  });

  it('writes paisa only when there are some, always as two digits', () => {
    expect(formatNepaliRupees(1234500.5)).toBe('रु १२,३४,५००.५०');
    expect(formatNepaliRupees(5219.1)).toBe('रु ५,२१९.१०');
    expect(formatNepaliRupees(0.05)).toBe('रु ०.०५');
    expect(formatNepaliRupees(1499.99)).toBe('रु १,४९९.९९');
    // 1499.99 + 0.01 is 1500.0000000000002 in floating point: whole rupees all the same.
    expect(formatNepaliRupees(1499.99 + 0.01)).toBe('रु १,५००');
  });

  it.each([
    7, 999, 1000, 3499, 12500, 99999, 100000, 1234567, 10000000, 1500.5, 5219.1, 0.05, 10.99, 4929.15,
  ])('writes %p with the digits Intl.NumberFormat("ne-NP") writes', (amount) => {
    expect(formatNepaliRupees(amount)).toBe(`रु ${withPaisa(amount)}`);
  });

  it('agrees with Intl.NumberFormat("ne-NP") on any amount in paisa up to the largest order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (paisa) => {
        const amount = paisa / 100;
        return formatNepaliRupees(amount) === `रु ${withPaisa(amount)}`;
      }),
      { numRuns: 500 },
    );
  });

  it('writes an amount in a language: English word for word as today, Nepali with रु', () => {
    expect(formatAmount(1234500.5, 'en')).toBe('Rs. 12,34,500.50');
    expect(formatAmount(1234500.5, 'ne')).toBe('रु १२,३४,५००.५०');
  });

  it('reads Devanagari digits back as ASCII, leaving the rest', () => {
    expect(fromDevanagariDigits('२')).toBe('2');
    expect(fromDevanagariDigits('१०२३ x 4')).toBe('1023 x 4');
  });
});

// Issue 51: an order's number on a Nepali page is written as the Nepali e-mails write it.
describe('orderLabel', () => {
  it('is #1016 in English and #१०१६ in Nepali, without grouping', () => {
    expect(orderLabel(1016)).toBe('#1016');
    expect(orderLabel(1016, 'en')).toBe('#1016');
    expect(orderLabel(1016, 'ne')).toBe('#१०१६');
    expect(orderLabel(123456, 'ne')).toBe('#१२३४५६');
  });
});
