// Prices are computed by the contracts' money rules (the same the server uses); this only writes them.

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** 'Rs. 12,500' */
export function formatRupees(amount: number): string {
  return `Rs. ${rupees.format(amount)}`;
}
