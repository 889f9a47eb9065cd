import { BadRequestException } from '@nestjs/common';
import { type ApiException, refusal } from '../common/http/api-exception';
import {
  type ApiMessageId,
  type CartQuoteLine,
  LINE_QUANTITY_MESSAGE,
  MAX_LINE_QUANTITY,
  NO_VARIANTS_MESSAGE,
  paisaToRupees,
  payablePaisa,
  productWithVariant,
  type MessageParams,
} from '../contracts';
import type { ProductQuote, VariantQuote } from '../products';
import type { CreateOrderLineDto } from './dto/cart-lines.dto';

/** A line priced from the database, as an order stores it. */
export interface PricedLine {
  productId: string;
  /** The variant's id and label then (the order's snapshot); null for a plain product. */
  variantId: string | null;
  variantLabel: string | null;
  name: string;
  /** The product's Nepali name and the variant's Nepali label then, kept beside the English; null for none. */
  nameNe: string | null;
  variantLabelNe: string | null;
  unitPricePaisa: number;
  quantity: number;
}

/** One requested line after merging duplicate identities. */
export interface RequestedLine {
  productId: string;
  /** The chosen variant; absent for a plain product. */
  variantId?: string;
  quantity: number;
  /** The client's name for it, only to name a product that no longer exists. */
  clientName?: string;
}

/**
 * Duplicate identities of one variant become one line (quantities added, still at most MAX_LINE_QUANTITY); two
 * variants of one product stay two lines.
 */
export function mergeLines(lines: CreateOrderLineDto[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const id = line.identity.toLowerCase();
    const variantId = line.variant?.toLowerCase();
    const key = `${id}/${variantId ?? ''}`;
    const current = merged.get(key);
    merged.set(key, {
      productId: id,
      ...(variantId ? { variantId } : {}),
      quantity: (current?.quantity ?? 0) + line.quantity,
      clientName: current?.clientName ?? line.name,
    });
  }
  const result = [...merged.values()];
  if (result.some((line) => line.quantity > MAX_LINE_QUANTITY)) {
    throw new BadRequestException(LINE_QUANTITY_MESSAGE);
  }
  return result;
}

/**
 * Every requested product must exist and have the stock; returns the lines priced from the database. `inCash`: the
 * checkout's 409 names the total as cash on delivery would be paid (whole rupees).
 */
export function pricedLines(
  requested: RequestedLine[],
  quotes: ProductQuote[],
  inCash = false,
): PricedLine[] {
  const byId = new Map(quotes.map((quote) => [quote.id, quote]));
  // A line that names no variant of a product with variants, or a wrong one, is a bad request whatever the stock.
  for (const line of requested) {
    const quote = byId.get(line.productId);
    if (quote) variantOf(quote, line);
  }
  return requested.map((line) => {
    const quote = byId.get(line.productId);
    if (!quote)
      throw cartConflict(
        line.clientName?.trim()
          ? { code: 'NO_LONGER_AVAILABLE', params: { name: line.clientName.trim() } }
          : { code: 'CART_PRODUCT_GONE' },
        requested,
        quotes,
        inCash,
      );
    const variant = variantOf(quote, line);
    const name = productWithVariant(quote.name, variant?.label);
    const stock = variant ? variant.stock : quote.stock;
    if (stock === 0)
      throw cartConflict({ code: 'OUT_OF_STOCK', params: { name } }, requested, quotes, inCash);
    if (stock < line.quantity)
      throw cartConflict(
        { code: 'NOT_ENOUGH_STOCK', params: { name, left: stock } },
        requested,
        quotes,
        inCash,
      );
    return {
      productId: quote.id,
      variantId: variant?.id ?? null,
      variantLabel: variant?.label ?? null,
      name: quote.name,
      nameNe: quote.nameNe,
      variantLabelNe: variant?.labelNe ?? null,
      unitPricePaisa: quote.salePricePaisa,
      quantity: line.quantity,
    };
  });
}

/** The line's variant (undefined for a plain product's line); 400 when it names none, or a wrong one. */
function variantOf(quote: ProductQuote, line: RequestedLine): VariantQuote | undefined {
  if (quote.variants.length === 0) {
    if (line.variantId) throw new BadRequestException(NO_VARIANTS_MESSAGE);
    return undefined;
  }
  if (!line.variantId) throw refusal(400, 'OPTIONS_REQUIRED', { name: quote.name });
  const variant = quote.variants.find((candidate) => candidate.id === line.variantId);
  if (!variant) throw refusal(400, 'VARIANT_NOT_OF_PRODUCT', { name: quote.name });
  return variant;
}

/** Why a cart is refused: one of the API's messages and its values. */
export interface CartRefusal {
  code: ApiMessageId;
  params?: MessageParams;
}

/**
 * 409 with the current figures of every requested product that still exists, so the cart can refresh. `adjustPaisa`
 * is added to the lines' total when the checkout knows it (the delivery); for cash on delivery
 * (`inCash`) that total is then rounded down to the whole rupee, as the cart shows it once cash is chosen.
 */
export function cartConflict(
  refused: CartRefusal,
  requested: RequestedLine[],
  quotes: ProductQuote[],
  inCash = false,
  adjustPaisa = 0,
): ApiException {
  const byId = new Map(quotes.map((quote) => [quote.id, quote]));
  const lines: CartQuoteLine[] = [];
  let totalPaisa = 0;
  for (const line of requested) {
    const quote = byId.get(line.productId);
    if (!quote) continue;
    const variant = line.variantId ? quote.variants.find((v) => v.id === line.variantId) : undefined;
    lines.push({
      id: quote.id,
      ...(variant ? { variant: { _id: variant.id, label: variant.label } } : {}),
      name: quote.name,
      unitPrice: paisaToRupees(quote.salePricePaisa),
      stock: variant ? variant.stock : quote.stock,
      quantity: line.quantity,
    });
    totalPaisa += quote.salePricePaisa * line.quantity;
  }
  const total = paisaToRupees(payablePaisa(totalPaisa + adjustPaisa, inCash).amountPaisa);
  // A change of prices carries the total now as its value (docs/api.md); the other refusals name their product.
  const params = refused.code === 'PRICES_CHANGED' ? { total, ...refused.params } : refused.params;
  return refusal(409, refused.code, params, { lines, total });
}
