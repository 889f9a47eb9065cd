import { orderLineTotal, orderSubtotal, partlyRefundedNote, refundedOnNote } from './receipt';

describe('an order receipt', () => {
  it('totals a line to the paisa, whatever floating point makes of the product', () => {
    expect(orderLineTotal({ unitPrice: 11_249.1, quantity: 3 })).toBe(33_747.3);
    expect(orderLineTotal({ unitPrice: 0.1, quantity: 3 })).toBe(0.3);
  });

  it('adds the lines into the subtotal, before the discount and the delivery', () => {
    expect(
      orderSubtotal([
        { unitPrice: 12_499, quantity: 1 },
        { unitPrice: 5_219.1, quantity: 2 },
      ]),
    ).toBe(22_937.2);
    expect(orderSubtotal([])).toBe(0);
  });

  it('says when an order was refunded, and how much of it when in part', () => {
    expect(refundedOnNote('28 Nov 2026')).toBe('Refunded on 28 Nov 2026');
    expect(partlyRefundedNote(2_500)).toBe('Rs. 2,500 refunded');
  });
});
