import {
  DISCOUNT_ALREADY_USED_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  DISCOUNT_USED_UP_MESSAGE,
} from '../contracts';
import { type DiscountCodeRules, discountVerdict } from './discount-rules';

const NOW = new Date('2026-10-10T12:00:00Z');
const DAY = 86_400_000;

/** DASHAIN25: 25% off orders of Rs. 5,000 or more, 100 uses in all, one per customer, running now. */
const code = (changes: Partial<DiscountCodeRules> = {}): DiscountCodeRules => ({
  id: '7a0c1a53-4c3e-4f6f-9d1e-2f6f1b0c9a11',
  code: 'DASHAIN25',
  type: 'percent',
  value: 25,
  active: true,
  startsAt: new Date(NOW.getTime() - DAY),
  endsAt: new Date(NOW.getTime() + DAY),
  minSubtotalPaisa: 500_000,
  usageLimit: 100,
  used: 10,
  perCustomerLimit: 1,
  ...changes,
});

const messageOf = (row: DiscountCodeRules | undefined, subtotalPaisa = 800_000, customerUses = 0) => {
  const verdict = discountVerdict(row, subtotalPaisa, customerUses, NOW);
  return verdict.ok ? undefined : verdict.message;
};

describe('a discount code on a cart', () => {
  it('applies: the code, its id and the paisa it takes off', () => {
    expect(discountVerdict(code(), 800_000, 0, NOW)).toEqual({
      ok: true,
      applied: { discountId: code().id, code: 'DASHAIN25', discountPaisa: 200_000 },
    });
  });

  it('is not valid when there is no such code, or it is switched off', () => {
    expect(messageOf(undefined)).toBe(DISCOUNT_INVALID_MESSAGE);
    expect(messageOf(code({ active: false }))).toBe(DISCOUNT_INVALID_MESSAGE);
  });

  it('has expired before it starts and after it ends, and applies up to its very end', () => {
    expect(messageOf(code({ startsAt: new Date(NOW.getTime() + 1) }))).toBe(DISCOUNT_EXPIRED_MESSAGE);
    expect(messageOf(code({ endsAt: new Date(NOW.getTime() - 1) }))).toBe(DISCOUNT_EXPIRED_MESSAGE);
    expect(messageOf(code({ startsAt: NOW, endsAt: NOW }))).toBeUndefined();
    expect(messageOf(code({ startsAt: null, endsAt: null }))).toBeUndefined();
  });

  it('names the minimum order in rupees, as the shop writes amounts, and applies from exactly that subtotal', () => {
    expect(messageOf(code(), 499_999)).toBe('This code needs an order of at least Rs. 5,000.');
    expect(messageOf(code({ minSubtotalPaisa: 1_250_050 }), 100)).toBe(
      'This code needs an order of at least Rs. 12,500.50.',
    );
    expect(messageOf(code(), 500_000)).toBeUndefined();
  });

  it('is used up once its uses reach the limit, and has none without a limit', () => {
    expect(messageOf(code({ used: 100 }))).toBe(DISCOUNT_USED_UP_MESSAGE);
    expect(messageOf(code({ used: 99 }))).toBeUndefined();
    expect(messageOf(code({ usageLimit: null, used: 1_000_000 }))).toBeUndefined();
  });

  it('is refused once the customer holds as many uses as each customer may', () => {
    expect(messageOf(code(), 800_000, 1)).toBe(DISCOUNT_ALREADY_USED_MESSAGE);
    expect(messageOf(code({ perCustomerLimit: 3 }), 800_000, 2)).toBeUndefined();
  });

  it('tells the first reason only, in the order: not valid, expired, minimum, used up, already used', () => {
    // Each code below mends the first fault of the one before it; the cart is Rs. 1 and the customer holds 5 uses.
    const faults = [
      code({ active: false, endsAt: new Date(0), used: 100 }),
      code({ endsAt: new Date(0), used: 100 }),
      code({ used: 100 }),
      code({ minSubtotalPaisa: 0, used: 100 }),
      code({ minSubtotalPaisa: 0 }),
    ];
    expect(faults.map((row) => messageOf(row, 100, 5))).toEqual([
      DISCOUNT_INVALID_MESSAGE,
      DISCOUNT_EXPIRED_MESSAGE,
      'This code needs an order of at least Rs. 5,000.',
      DISCOUNT_USED_UP_MESSAGE,
      DISCOUNT_ALREADY_USED_MESSAGE,
    ]);
  });

  it('takes a percent off rounded down to the paisa, and a fixed amount never beyond the subtotal', () => {
    const applied = (row: DiscountCodeRules, subtotalPaisa: number) => {
      const verdict = discountVerdict(row, subtotalPaisa, 0, NOW);
      return verdict.ok ? verdict.applied.discountPaisa : verdict.message;
    };
    // 25% of Rs. 5,000.03 is 125,000.75 paisa.
    expect(applied(code(), 500_003)).toBe(125_000);
    expect(applied(code({ type: 'fixed', value: 50_000, minSubtotalPaisa: 0 }), 80_000)).toBe(50_000);
    expect(applied(code({ type: 'fixed', value: 50_000, minSubtotalPaisa: 0 }), 30_000)).toBe(30_000);
  });
});
