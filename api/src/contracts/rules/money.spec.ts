import {
  formatCashRounding,
  formatRupees,
  paisaToRupees,
  payablePaisa,
  payableRupees,
  rupeesToPaisa,
  salePrice,
  salePricePaisa,
  withThousands,
} from './money';

describe('money in paisa', () => {
  it('turns rupees into whole paisa, whatever binary fractions make of the decimals', () => {
    // 1499.99 * 100 is 149998.99999999997 in floating point: the paisa must still be 149999.
    expect(rupeesToPaisa(1499.99)).toBe(149999);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaisa(4.35)).toBe(435);
    expect(rupeesToPaisa(10_000_000)).toBe(1_000_000_000);
  });

  it('gives rupees back with their paisa as decimals', () => {
    expect(paisaToRupees(149999)).toBe(1499.99);
    expect(paisaToRupees(521910)).toBe(5219.1);
    expect(paisaToRupees(0)).toBe(0);
  });

  it('rounds a sale price half up to the paisa, as the database column does', () => {
    // 150 paisa at 1% off is 148.5 paisa: half up, 149.
    expect(salePricePaisa(150, 1)).toBe(149);
    // 999 paisa at 15% off is 849.15 paisa: 849.
    expect(salePricePaisa(999, 15)).toBe(849);
    // 333 paisa at 50% off is 166.5 paisa: 167.
    expect(salePricePaisa(333, 50)).toBe(167);
    expect(salePricePaisa(579900, 0)).toBe(579900);
    expect(salePricePaisa(579900, 100)).toBe(0);
  });

  it('prices in rupees through paisa, so the cart and the server agree to the paisa', () => {
    expect(salePrice(5799, 10)).toBe(5219.1);
    expect(salePrice(1.5, 1)).toBe(1.49);
    expect(salePrice(3.33, 50)).toBe(1.67);
    // A missing discount is none.
    expect(salePrice(2500, Number.NaN)).toBe(2500);
  });
});

// The shop writes amounts by hand (no Intl formatter on a phone's start-up): it must read as en-IN's would.
describe('formatRupees', () => {
  const intl = (amount: number) =>
    `Rs. ${new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount)}`;

  it.each([
    0, 7, 10, 999, 1000, 3499, 12500, 99999, 100000, 1234567, 12345678, 200000, 1500.5, 5219.1, 0.05, 10.99,
  ])('writes %p as en-IN does', (amount) => {
    expect(formatRupees(amount)).toBe(intl(amount));
  });

  it('writes lakhs and paisa', () => {
    expect(formatRupees(1234567.5)).toBe('Rs. 12,34,567.50');
    expect(formatRupees(4929.15)).toBe('Rs. 4,929.15');
  });
});

describe('withThousands', () => {
  it('marks every third digit, as the messages write their bounds', () => {
    expect([0, 999, 1000, 200000, 1000000, 10000000].map(withThousands)).toEqual([
      '0',
      '999',
      '1,000',
      '200,000',
      '1,000,000',
      '10,000,000',
    ]);
  });
});

describe('the payable amount', () => {
  it('rounds a cash-on-delivery total down to the whole rupee: the shop gives the paisa', () => {
    expect(payablePaisa(492_915, true)).toEqual({ amountPaisa: 492_900, cashRoundingPaisa: 15 });
    expect(payablePaisa(492_999, true)).toEqual({ amountPaisa: 492_900, cashRoundingPaisa: 99 });
    expect(payablePaisa(492_900, true)).toEqual({ amountPaisa: 492_900, cashRoundingPaisa: 0 });
    expect(payablePaisa(99, true)).toEqual({ amountPaisa: 0, cashRoundingPaisa: 99 });
    expect(payablePaisa(0, true)).toEqual({ amountPaisa: 0, cashRoundingPaisa: 0 });
  });

  it('keeps the paisa of an online payment', () => {
    expect(payablePaisa(492_915, false)).toEqual({ amountPaisa: 492_915, cashRoundingPaisa: 0 });
  });

  it('says the same in rupees, whatever binary fractions make of the decimals', () => {
    expect(payableRupees(4929.15, true)).toEqual({ amount: 4929, cashRounding: 0.15 });
    expect(payableRupees(1499.99, true)).toEqual({ amount: 1499, cashRounding: 0.99 });
    expect(payableRupees(4929.15, false)).toEqual({ amount: 4929.15, cashRounding: 0 });
  });

  it('writes the rounding with a real minus sign', () => {
    expect(formatCashRounding(0.15)).toBe('\u2212Rs. 0.15');
  });
});
