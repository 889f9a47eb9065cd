import {
  DISCOUNT_FIXED_MESSAGE,
  DISCOUNT_PERCENT_MESSAGE,
  discountLabel,
  discountPaisa,
  discountValueMessage,
  normalizeDiscountCode,
} from './discount';

describe('discountPaisa: what a code takes off a subtotal, in paisa', () => {
  it('rounds a percent down to the paisa', () => {
    // 10% of Rs. 999.99 is 9,999.9 paisa.
    expect(discountPaisa('percent', 10, 99_999)).toBe(9_999);
    // 33% of Rs. 1.01 is 33.33 paisa.
    expect(discountPaisa('percent', 33, 101)).toBe(33);
    expect(discountPaisa('percent', 90, 1_000_000)).toBe(900_000);
  });

  it('takes a fixed amount whole, but never more than the subtotal', () => {
    expect(discountPaisa('fixed', 50_000, 120_000)).toBe(50_000);
    expect(discountPaisa('fixed', 50_000, 49_999)).toBe(49_999);
    expect(discountPaisa('fixed', 50_000, 0)).toBe(0);
  });
});

describe('discountValueMessage: the bounds of a code’s value', () => {
  it('takes a whole percent from 1 to 90', () => {
    expect([1, 45, 90].map((value) => discountValueMessage('percent', value))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    for (const value of [0, 91, 12.5, Number.NaN])
      expect(discountValueMessage('percent', value)).toBe(DISCOUNT_PERCENT_MESSAGE);
    expect(DISCOUNT_PERCENT_MESSAGE).toBe('A percent discount must be a whole number from 1 to 90');
  });

  it('takes a fixed amount from Rs. 1 to Rs. 1 crore, with at most 2 decimals', () => {
    for (const value of [1, 499.99, 0.1 + 0.2 + 0.7, 10_000_000])
      expect(discountValueMessage('fixed', value)).toBeUndefined();
    for (const value of [0.99, 10_000_000.01, 12.345, Number.POSITIVE_INFINITY])
      expect(discountValueMessage('fixed', value)).toBe(DISCOUNT_FIXED_MESSAGE);
    expect(DISCOUNT_FIXED_MESSAGE).toBe(
      'A fixed discount must be from Rs. 1 to Rs. 10,000,000, with at most 2 decimals',
    );
  });
});

describe('a code as people type it', () => {
  it('is compared trimmed and in capitals, and labelled by its code', () => {
    expect(normalizeDiscountCode('  dashain25 ')).toBe('DASHAIN25');
    expect(discountLabel('DASHAIN25')).toBe('Discount (DASHAIN25)');
  });
});
