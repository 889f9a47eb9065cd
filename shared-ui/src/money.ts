/** Sale price in rupees: price − price × discount / 100, rounded to paisa. */
export function salePrice(price: number, discount: number): number {
  if (!discount) return price;
  return Math.round((price - (price * discount) / 100) * 100) / 100;
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 'Rs. 12,500' */
export function formatRupees(amount: number): string {
  return `Rs. ${rupees.format(amount)}`;
}
