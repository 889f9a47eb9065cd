// Stock: the ledger's reasons, the adjustment's bounds and messages, and the low-stock mark (docs/rules.md, Stock).

/** Why a product's or a variant's stock changed: one movement of the ledger each. */
export const STOCK_REASONS = [
  'order',
  'cancellation',
  'expired payment',
  'refund restock',
  'return restock',
  'adjustment',
  'created',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** An adjustment's note: 1 to this many characters. */
export const STOCK_NOTE_MAX = 200;
/** The note of the adjustment the product form's stock field (or its variants' table) writes. */
export const PRODUCT_FORM_NOTE = 'Edited in the product form';
/** The note of the opening movement migration 0021 wrote for every product that existed before the ledger. */
export const OPENING_STOCK_NOTE = 'Stock when the ledger began';
/** The ledger's page on the product's screen. */
export const STOCK_MOVEMENTS_PAGE_SIZE = 20;

/** A product's low-stock mark: stock at or below it is low (the alert, the dashboard's list). */
export const LOW_STOCK_AT_DEFAULT = 2;
export const LOW_STOCK_AT_MAX = 1000;
export const LOW_STOCK_AT_MESSAGE = `Low stock mark must be a whole number from 0 to ${LOW_STOCK_AT_MAX.toLocaleString('en-US')}`;

export const STOCK_BELOW_ZERO_MESSAGE = 'Stock cannot go below 0.';
export const CHOOSE_VARIANT_TO_ADJUST_MESSAGE = 'Please choose the variant to adjust.';
export const STOCK_CHANGE_MESSAGE = 'Change must be a whole number other than 0';
export const STOCK_NOTE_MESSAGE = `Note is required (at most ${STOCK_NOTE_MAX} characters)`;

/** Whether a stock that went from `before` to `after` crossed the product's mark downwards (the alert's moment). */
export const crossesLowStock = (before: number, after: number, lowStockAt: number): boolean =>
  before > lowStockAt && after <= lowStockAt;

/** Whether a stock is low by the product's mark (the dashboard's list). */
export const isLowStock = (stock: number, lowStockAt: number): boolean => stock <= lowStockAt;
