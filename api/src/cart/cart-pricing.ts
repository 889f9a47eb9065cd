import { Injectable } from '@nestjs/common';
import { ProductStock } from '../products';
import { pricedLines, type RequestedLine } from './cart-lines';

/**
 * The cart's lines priced from the database, as checkout prices them and as the discount's check prices them
 * before it applies a code to their subtotal.
 */
@Injectable()
export class CartPricing {
  constructor(private readonly stock: ProductStock) {}

  /** `inCash`: a refusal's 409 names the total as cash on delivery would pay it (cartConflict). */
  async price(requested: RequestedLine[], inCash = false) {
    const quotes = await this.stock.quote(requested.map((line) => line.productId));
    const lines = pricedLines(requested, quotes, inCash);
    const subtotalPaisa = lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
    return { quotes, lines, subtotalPaisa };
  }
}
