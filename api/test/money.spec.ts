import { formatRupees, withThousands } from '../src/contracts';

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
