import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { AuthUser } from '../auth/auth-user';
import { ApiException } from '../common/http/api-exception';
import { paisaToRupees, rupeesToPaisa } from '../common/money';
import { isUuid } from '../common/uuid';
import {
  type AdminOrderStatus,
  type CartQuoteLine,
  type CreateOrderResponse,
  FINAL_ORDER_STATUSES,
  KHALTI_MIN_AMOUNT,
  MAX_LINE_QUANTITY,
  type Order,
  type OrderStatus,
  ROLE_ADMIN,
} from '../contracts';
import { PAYMENT_PROVIDER, type PaymentProvider, PaymentProviderError } from '../payments/payment-provider';
import type { CreateOrderDto } from './dto/create-order.dto';
import { toOrder } from './order.mapper';
import {
  LineRejectedError,
  type NewOrderLine,
  type OrderWithLines,
  type ProductQuote,
  OrdersRepository,
  type StockEffect,
} from './orders.repository';

export const ORDER_NOT_FOUND = 'Order not found';
export const ORDER_FINAL = 'This order is final';
export const PRICES_CHANGED = 'Prices have changed. Please review your cart.';
export const ORDER_PLACED = 'Order placed successfully';
export const KHALTI_TOO_SMALL = `Khalti payments must be at least Rs. ${KHALTI_MIN_AMOUNT}. Please choose cash on delivery.`;
export const KHALTI_UNAVAILABLE =
  'Could not start the Khalti payment. Please try again or choose cash on delivery.';

/** Statuses whose lines count in quantity_sold (DESIGN §5: raised when placed with cash on delivery or when paid). */
const SOLD_COUNTED: OrderStatus[] = ['cash on delivery', 'paid', 'delivered'];
const isFinal = (status: OrderStatus) => (FINAL_ORDER_STATUSES as readonly OrderStatus[]).includes(status);

/** One requested line after merging duplicate identities. */
interface RequestedLine {
  productId: string;
  quantity: number;
  /** The client's name for it, only to name a product that no longer exists. */
  clientName?: string;
}

@Injectable()
export class OrdersService {
  private readonly logger = new Logger('Orders');

  constructor(
    private readonly repository: OrdersRepository,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
  ) {}

  /**
   * Checkout (DESIGN §5): only ids and quantities are taken from the client; prices and the total come from the
   * database. Any disagreement or shortage is a 409 with the current figures, and nothing changes.
   */
  async create(customer: AuthUser, body: CreateOrderDto): Promise<CreateOrderResponse> {
    const requested = mergeLines(body.products_details);
    const khalti = body.payment_method === 'khalti';
    const quotes = await this.repository.quoteProducts(requested.map((line) => line.productId));
    const lines = this.checkLines(requested, quotes);
    const totalPaisa = lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
    if (rupeesToPaisa(body.amount) !== totalPaisa) throw conflict(PRICES_CHANGED, requested, quotes);
    if (khalti && totalPaisa < KHALTI_MIN_AMOUNT * 100) throw new BadRequestException(KHALTI_TOO_SMALL);

    let placed: OrderWithLines;
    try {
      placed = await this.repository.placeOrder({
        userId: customer.id,
        status: khalti ? 'awaiting payment' : 'cash on delivery',
        paymentMethod: khalti ? 'khalti' : 'cash',
        amountPaisa: totalPaisa,
        customerName: body.customer_info.name,
        customerEmail: body.customer_info.email,
        customerPhone: body.customer_info.phone,
        address: body.customer_info.address,
        lines,
        countSold: !khalti,
      });
    } catch (error) {
      if (!(error instanceof LineRejectedError)) throw error;
      // Someone else took the stock or changed the price since the quote: report the figures as they are now.
      const now = await this.repository.quoteProducts(requested.map((line) => line.productId));
      this.checkLines(requested, now);
      throw conflict(PRICES_CHANGED, requested, now);
    }

    if (!khalti) return { success: true, message: ORDER_PLACED, order: toOrder(placed) };
    return this.startKhaltiPayment(placed);
  }

  /** Admin: every order. Customer: their own (by account, not by e-mail). Newest first. */
  async list(caller: AuthUser): Promise<Order[]> {
    const rows = await this.repository.listOrders(caller.role === ROLE_ADMIN ? undefined : caller.id);
    return rows.map(toOrder);
  }

  /** Someone else's order is 404, not 403: its existence is not revealed. */
  async get(caller: AuthUser, id: string): Promise<Order> {
    const found = isUuid(id) ? await this.repository.findOrder(id) : undefined;
    if (!found || (caller.role !== ROLE_ADMIN && found.order.userId !== caller.id))
      throw new NotFoundException(ORDER_NOT_FOUND);
    return toOrder(found);
  }

  /**
   * Admin status change. Delivered and cancelled are final (409). Cancelling returns the stock, and the sold count
   * when it had been raised; an unpaid Khalti order set to paid or delivered raises the sold count. Each happens once:
   * the change is conditional on the status it was read with.
   */
  async setStatus(id: string, status: AdminOrderStatus): Promise<Order> {
    const found = isUuid(id) ? await this.repository.findOrder(id) : undefined;
    if (!found) throw new NotFoundException(ORDER_NOT_FOUND);
    const from = found.order.status;
    if (isFinal(from)) throw new ConflictException(ORDER_FINAL);
    if (from === status) return toOrder(found);

    const counted = SOLD_COUNTED.includes(from);
    const effect: StockEffect =
      status === 'cancelled'
        ? { stock: 1, sold: counted ? -1 : 0 }
        : { stock: 0, sold: !counted && SOLD_COUNTED.includes(status) ? 1 : 0 };
    const changed = await this.repository.transition(id, from, status, effect);
    if (!changed) {
      const now = await this.repository.findOrder(id);
      if (!now) throw new NotFoundException(ORDER_NOT_FOUND);
      throw new ConflictException(
        isFinal(now.order.status) ? ORDER_FINAL : 'The order was changed meanwhile. Please reload it.',
      );
    }
    return toOrder((await this.repository.findOrder(id)) as OrderWithLines);
  }

  /** Stock is already held: a provider failure cancels the order and gives it back, so nothing is left half-done. */
  private async startKhaltiPayment(placed: OrderWithLines): Promise<CreateOrderResponse> {
    const { order, lines } = placed;
    try {
      const link = await this.payments.initiate({
        orderId: order.id,
        amountPaisa: order.amountPaisa,
        name: `Pashmina Shop order ${order.id.slice(0, 8)}`,
        customer: { name: order.customerName, email: order.customerEmail, phone: order.customerPhone },
        lines: lines.map((line) => ({
          productId: line.productId,
          name: line.productName,
          quantity: line.quantity,
          unitPricePaisa: line.unitPricePaisa,
        })),
      });
      await this.repository.insertPayment({
        orderId: order.id,
        provider: 'khalti',
        pidx: link.pidx,
        status: 'Initiated',
        amountPaisa: order.amountPaisa,
        payload: { payment_url: link.paymentUrl },
      });
      return {
        success: true,
        message: ORDER_PLACED,
        data: { payment_url: link.paymentUrl, pidx: link.pidx, order_id: order.id },
        order: toOrder(placed),
      };
    } catch (error) {
      const detail =
        error instanceof PaymentProviderError
          ? `${error.message} ${JSON.stringify(error.body ?? '')}`
          : String(error);
      this.logger.error(`Khalti initiate failed for order ${order.id}: ${detail}`);
      await this.repository.transition(order.id, 'awaiting payment', 'cancelled', { stock: 1, sold: 0 });
      throw new BadGatewayException(KHALTI_UNAVAILABLE);
    }
  }

  /** Every requested product must exist and have the stock; answers the lines priced from the database. */
  private checkLines(requested: RequestedLine[], quotes: ProductQuote[]): NewOrderLine[] {
    const byId = new Map(quotes.map((quote) => [quote.id, quote]));
    return requested.map((line) => {
      const quote = byId.get(line.productId);
      if (!quote)
        throw conflict(
          `${line.clientName?.trim() || 'A product in your cart'} is no longer available`,
          requested,
          quotes,
        );
      if (quote.stock === 0) throw conflict(`${quote.name} is out of stock`, requested, quotes);
      if (quote.stock < line.quantity)
        throw conflict(`Only ${quote.stock} left of ${quote.name}`, requested, quotes);
      return {
        productId: quote.id,
        name: quote.name,
        unitPricePaisa: quote.salePricePaisa,
        quantity: line.quantity,
      };
    });
  }
}

/** Duplicate identities become one line (quantities added, still at most MAX_LINE_QUANTITY). */
function mergeLines(lines: CreateOrderDto['products_details']): RequestedLine[] {
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
    throw new BadRequestException(`Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`);
  }
  return result;
}

/** 409 with the current figures of every requested product that still exists, so the cart can refresh. */
function conflict(message: string, requested: RequestedLine[], quotes: ProductQuote[]): ApiException {
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
  return new ApiException(409, message, { lines, total: paisaToRupees(totalPaisa) });
}
