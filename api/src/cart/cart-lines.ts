import { BadRequestException } from '@nestjs/common';
import { ApiException } from '../common/http/api-exception';
import {
  type CartQuoteLine,
  LINE_QUANTITY_MESSAGE,
  MAX_LINE_QUANTITY,
  paisaToRupees,
  payablePaisa,
} from '../contracts';
import type { ProductQuote } from '../products';
import type { CreateOrderLineDto } from './dto/cart-lines.dto';

/** A line priced from the database, as an order stores it. */
export interface PricedLine {
  productId: string;
  name: string;
  unitPricePaisa: number;
  quantity: number;
}

/** One requested line after merging duplicate identities. */
export interface RequestedLine {
  productId: string;
  quantity: number;
  /** The client's name for it, only to name a product that no longer exists. */
  clientName?: string;
}

/** Duplicate identities become one line (quantities added, still at most MAX_LINE_QUANTITY). */
export function mergeLines(lines: CreateOrderLineDto[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const id = line.identity.toLowerCase();
    const current = merged.get(id);
    merged.set(id, {
      productId: id,
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
  return requested.map((line) => {
    const quote = byId.get(line.productId);
    if (!quote)
      throw cartConflict(
        `${line.clientName?.trim() || 'A product in your cart'} is no longer available`,
        requested,
        quotes,
        inCash,
      );
    if (quote.stock === 0) throw cartConflict(`${quote.name} is out of stock`, requested, quotes, inCash);
    if (quote.stock < line.quantity)
      throw cartConflict(`Only ${quote.stock} left of ${quote.name}`, requested, quotes, inCash);
    return {
      productId: quote.id,
      name: quote.name,
      unitPricePaisa: quote.salePricePaisa,
      quantity: line.quantity,
    };
  });
}

/**
 * 409 with the current figures of every requested product that still exists, so the cart can refresh. `adjustPaisa`
 * is added to the lines' total when the checkout knows it (the delivery); for cash on delivery
 * (`inCash`) that total is then rounded down to the whole rupee, as the cart shows it once cash is chosen.
 */
export function cartConflict(
  message: string,
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
    lines.push({
      id: quote.id,
      name: quote.name,
      unitPrice: paisaToRupees(quote.salePricePaisa),
      stock: quote.stock,
      quantity: line.quantity,
    });
    totalPaisa += quote.salePricePaisa * line.quantity;
  }
  return new ApiException(409, message, {
    lines,
    total: paisaToRupees(payablePaisa(totalPaisa + adjustPaisa, inCash).amountPaisa),
  });
}
