/** Money is integer paisa in the database and rupees (with up to 2 decimals) in JSON. */
export const rupeesToPaisa = (rupees: number): number => Math.round(rupees * 100);

export const paisaToRupees = (paisa: number): number => paisa / 100;

/** Sale price = price − price × discount / 100, rounded half up to the paisa (same formula as the database column). */
export const salePricePaisa = (pricePaisa: number, discount: number): number =>
  Math.floor((pricePaisa * (100 - discount) + 50) / 100);
