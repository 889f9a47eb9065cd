import { BadRequestException } from '@nestjs/common';
import { productWithVariant, RETURN_NOT_PRODUCT_MESSAGE } from '../contracts';
import type { OrderLineRow, StoredLine } from '../database';

/**
 * Refunds' restock and returns name an order's line by its product and, for a product with variants, its variant
 * (issue 41): two colours of one shawl are two lines, each back to its own stock.
 */
export const lineKey = (productId: string, variantId: string | null | undefined): string =>
  `${productId.toLowerCase()}/${variantId?.toLowerCase() ?? ''}`;

/** The order's lines of that product and variant. */
export const linesMatching = (lines: OrderLineRow[], stored: StoredLine): OrderLineRow[] =>
  lines.filter(
    (line) =>
      line.productId !== null &&
      lineKey(line.productId, line.variantId) === lineKey(stored.productId, stored.variantId),
  );

/** Asked lines merged per product and variant (quantities added), as stored lines. */
export function mergeByLine(
  asked: { identity: string; variant?: string | null; quantity: number }[],
): StoredLine[] {
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

/**
 * The asked lines (a refund's restock, a return's lines), merged by product and variant and checked against the
 * order: each a product of the order (400 otherwise), at most its ordered quantity less what `earlier` lines (earlier
 * refunds' restock, earlier returns) already took of it: else the refusal `tooMany(most, name)` is thrown.
 */
export function checkedLines(
  asked: { identity: string; variant?: string | null; quantity: number }[],
  lines: OrderLineRow[],
  earlier: StoredLine[],
  tooMany: (most: number, name: string) => Error,
): StoredLine[] {
  return mergeByLine(asked).map((stored) => {
    const ordered = linesMatching(lines, stored);
    if (!ordered.length) throw new BadRequestException(RETURN_NOT_PRODUCT_MESSAGE);
    const key = lineKey(stored.productId, stored.variantId);
    const taken = earlier
      .filter((line) => lineKey(line.productId, line.variantId) === key)
      .reduce((sum, line) => sum + line.quantity, 0);
    const most = ordered.reduce((sum, line) => sum + line.quantity, 0) - taken;
    if (stored.quantity > most)
      throw tooMany(Math.max(most, 0), productWithVariant(ordered[0].productName, ordered[0].variantLabel));
    return stored;
  });
}
