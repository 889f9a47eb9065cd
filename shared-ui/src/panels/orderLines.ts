// An order's lines as the panels show and pick them (issue 41): a variant's line is named with its label, and two
// variants of one product are two lines, so forms that pick lines (a return, a restock) key them by both.
import {
  fromDevanagariDigits,
  type Language,
  orderLineNameIn,
  type OrderProduct,
  type RefundLine,
} from '@pashmina/contracts';

/**
 * 'Royal Shawl (Maroon / Stole 70 × 200 cm)'; a plain product's line by its name alone. On a Nepali page, the names
 * the line kept in Nepali, where it has them.
 */
export const orderLineName = (
  line: Pick<OrderProduct, 'name' | 'nameNe' | 'variant'>,
  language: Language = 'en',
): string => orderLineNameIn(line, language);

/** A line's key among its order's: the product's id, and its variant's. Lines of deleted products have none. */
export function orderLineKey(line: Pick<OrderProduct, 'identity' | 'variant'>): string | null {
  if (!line.identity) return null;
  return line.variant ? `${line.identity}:${line.variant._id}` : line.identity;
}

/** The key of a return's or refund's line (its variant an id), matching the order line's orderLineKey. */
export const refundLineKey = (line: Pick<RefundLine, 'identity' | 'variant'>): string =>
  line.variant ? `${line.identity}:${line.variant}` : line.identity;

/**
 * The lines of a form keyed by orderLineKey with quantities typed (in ASCII or Devanagari digits), as a return or a
 * refund sends them.
 */
export function refundLinesOf(
  lines: readonly Pick<OrderProduct, 'identity' | 'variant'>[],
  quantities: Readonly<Record<string, string>>,
): RefundLine[] {
  return lines.flatMap((line) => {
    const key = orderLineKey(line);
    const quantity = Number(key ? fromDevanagariDigits(quantities[key]?.trim() ?? '') : '');
    if (!key || !line.identity || !Number.isInteger(quantity) || quantity <= 0) return [];
    return [{ identity: line.identity, ...(line.variant ? { variant: line.variant._id } : {}), quantity }];
  });
}
