import type { OrderLineRow, StoredLine } from '../database';

/**
 * Refunds' restock and returns name an order's line by its product and, for a product with variants, its variant
 * (issue 41): two colours of one shawl are two lines, each back to its own stock.
 */
export const lineKey = (productId: string, variantId: string | null | undefined): string =>
  `${productId.toLowerCase()}/${variantId?.toLowerCase() ?? ''}`;

/** The order's lines of that product and variant. */
export const linesMatching = (lines: OrderLineRow[], stored: StoredLine): OrderLineRow[] =>
  lines.filter((line) => line.productId !== null && lineKey(line.productId, line.variantId) === lineKey(stored.productId, stored.variantId));

/** Asked lines merged per product and variant (quantities added), as stored lines. */
export function mergeByLine(asked: { identity: string; variant?: string | null; quantity: number }[]): StoredLine[] {
  const merged = new Map<string, StoredLine>();
  for (const line of asked) {
    const key = lineKey(line.identity, line.variant);
    const current = merged.get(key);
    merged.set(key, {
      productId: line.identity.toLowerCase(),
      variantId: line.variant?.toLowerCase() ?? null,
      quantity: (current?.quantity ?? 0) + line.quantity,
    });
  }
  return [...merged.values()];
}
