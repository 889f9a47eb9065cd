import { refundVerdict } from './refund-verdict';

// Issue 49: Khalti's lookup answers 'Partially Refunded' with no amount; a pending refund is settled by the other
// figures where they tell, and shown to the owner where they do not.
describe('what Khalti’s lookup says of a pending refund', () => {
  const AMOUNT = 500_000;

  it('reads an amount when the lookup gives one', () => {
    expect(refundVerdict(100_000, 100_000, 0, AMOUNT)).toBe('made');
    expect(refundVerdict(AMOUNT, 100_000, 100_000, AMOUNT)).toBe('made');
    expect(refundVerdict(0, 100_000, 0, AMOUNT)).toBe('not made');
    expect(refundVerdict(100_000, 200_000, 100_000, AMOUNT)).toBe('not made');
    expect(refundVerdict(150_000, 100_000, 100_000, AMOUNT)).toBe('unclear');
  });

  it("settles 'Partially Refunded' without an amount by the figures where they tell", () => {
    // The only refund there is: this one.
    expect(refundVerdict(undefined, 100_000, 0, AMOUNT)).toBe('made');
    // This one would have refunded all of it, and Khalti would say 'Refunded'.
    expect(refundVerdict(undefined, 400_000, 100_000, AMOUNT)).toBe('not made');
    expect(refundVerdict(undefined, AMOUNT, 0, AMOUNT)).toBe('not made');
  });

  it('leaves it to the owner where they do not: a part beside an earlier part', () => {
    expect(refundVerdict(undefined, 100_000, 100_000, AMOUNT)).toBe('unclear');
  });
});
