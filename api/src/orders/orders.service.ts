import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { type AuthUser } from '../auth';
import { ApiException } from '../common/http/api-exception';
import { refuseAfterReread } from '../common/http/refuse-after-reread';
import { isUuid } from '../common/uuid';
import {
  type AdminOrderStatus,
  AWAITING_PAYMENT_LIMIT_MESSAGE,
  type CartQuoteLine,
  type CreateOrderResponse,
  isFinalOrderStatus,
  type KhaltiPaymentLink,
  KHALTI_MIN_AMOUNT,
  KHALTI_TOO_SMALL_MESSAGE,
  LINE_QUANTITY_MESSAGE,
  MAX_AWAITING_PAYMENT_ORDERS,
  MAX_LINE_QUANTITY,
  type Order,
  KHALTI_CHECK_FAILED_MESSAGE,
  ORDER_CHANGED_MEANWHILE_MESSAGE,
  ORDER_FINAL_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_PAID_AT_KHALTI_MESSAGE,
  ORDER_PAYMENT_MISMATCH_MESSAGE,
  ORDER_PLACED_MESSAGE,
  type OrderStatus,
  paisaToRupees,
  ROLE_ADMIN,
  rupeesToPaisa,
} from '../contracts';
import {
  type PayableOrder,
  type PayableOrders,
  type PaymentRecord,
  PaymentsService,
  type PaymentVerdict,
  type UnpaidCancelSource,
} from '../payments';
import { type ProductQuote, ProductStock, StockRejectedError } from '../products';
import { pageWindow } from '../common/validation/page-query';
import type { CreateOrderDto } from './dto/create-order.dto';
import type { ListOrdersQuery } from './dto/list-orders.query';
import { toOrder } from './order.mapper';
import {
  type AlongWithChange,
  type NewOrderLine,
  OrdersRepository,
  type OrderWithLines,
} from './orders.repository';

export const ORDER_NOT_FOUND = 'Order not found';
export const PRICES_CHANGED = 'Prices have changed. Please review your cart.';
export const KHALTI_UNAVAILABLE =
  'Could not start the Khalti payment. Please try again or choose cash on delivery.';

/** Statuses whose lines count in quantity_sold: raised when placed with cash on delivery or when paid (docs/rules.md, Orders). */
const SOLD_COUNTED: OrderStatus[] = ['cash on delivery', 'paid', 'delivered'];

/** One requested line after merging duplicate identities. */
interface RequestedLine {
  productId: string;
  quantity: number;
  /** The client's name for it, only to name a product that no longer exists. */
  clientName?: string;
}

/** Checkout and order statuses; also the orders side of a payment's outcome (PayableOrders, see payments/). */
@Injectable()
export class OrdersService implements PayableOrders {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly stock: ProductStock,
    private readonly payments: PaymentsService,
  ) {}

  /**
   * Checkout (docs/rules.md, Checkout): only ids and quantities are taken from the client; prices and the total come from the
   * database. Any disagreement or shortage is a 409 with the current figures, and nothing changes.
   */
  async create(customer: AuthUser, body: CreateOrderDto): Promise<CreateOrderResponse> {
    const requested = mergeLines(body.products_details);
    const khalti = body.payment_method === 'khalti';
    const quotes = await this.stock.quote(requested.map((line) => line.productId));
    const lines = this.checkLines(requested, quotes);
    const totalPaisa = lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0);
    if (rupeesToPaisa(body.amount) !== totalPaisa) throw conflict(PRICES_CHANGED, requested, quotes);
    if (khalti && totalPaisa < rupeesToPaisa(KHALTI_MIN_AMOUNT))
      throw new BadRequestException(KHALTI_TOO_SMALL_MESSAGE);

    let placed: OrderWithLines;
    try {
      placed = await this.repository.placeOrder(
        {
          userId: customer.id,
          status: khalti ? 'awaiting payment' : 'cash on delivery',
          paymentMethod: khalti ? 'khalti' : 'cash',
          amountPaisa: totalPaisa,
          customerName: body.customer_info.name,
          customerEmail: body.customer_info.email,
          customerPhone: body.customer_info.phone,
          address: body.customer_info.address,
          lines,
        },
        async (tx) => {
          // Checked first, in the transaction, under a lock on the customer: the 4th takes nothing.
          if (
            khalti &&
            (await this.repository.lockAwaitingCount(tx, customer.id)) >= MAX_AWAITING_PAYMENT_ORDERS
          )
            throw new ConflictException(AWAITING_PAYMENT_LIMIT_MESSAGE);
          // A Khalti order's sale counts when it is paid.
          await this.stock.takeStock(tx, lines, { countSold: !khalti });
        },
      );
    } catch (error) {
      if (!(error instanceof StockRejectedError)) throw error;
      // Someone else took the stock or changed the price since the quote: report the figures as they are now.
      const now = await this.stock.quote(requested.map((line) => line.productId));
      this.checkLines(requested, now);
      throw conflict(PRICES_CHANGED, requested, now);
    }

    if (!khalti) return { success: true, message: ORDER_PLACED_MESSAGE, order: toOrder(placed) };
    return this.startPayment(customer, placed);
  }

  /**
   * Admin: every order. Customer: their own (by account, not by e-mail). Newest first, one page, with the total over
   * every page. The customer's awaiting orders carry their payment link (pendingPayment).
   */
  async list(caller: AuthUser, query: ListOrdersQuery): Promise<{ items: Order[]; total: number }> {
    const admin = caller.role === ROLE_ADMIN;
    // q is the admin's search; a customer's list ignores it, as the feedback list does.
    const { items, total } = await this.repository.listOrders(
      admin ? { status: query.status, idContains: query.q } : { userId: caller.id, status: query.status },
      pageWindow(query),
    );
    return { items: await this.withPendingPayments(caller, items), total };
  }

  /**
   * One order with its status history. Someone else's order is 404, not 403: its existence is not revealed. Only an
   * admin learns which admin made a change.
   */
  async get(caller: AuthUser, id: string): Promise<Order> {
    const admin = caller.role === ROLE_ADMIN;
    const found = isUuid(id) ? await this.repository.findOrder(id) : undefined;
    if (!found || (!admin && found.order.userId !== caller.id)) throw new NotFoundException(ORDER_NOT_FOUND);
    const [order] = await this.withPendingPayments(caller, [found]);
    const history = await this.repository.statusHistory(id);
    return {
      ...order,
      statusHistory: history.map(({ status, at, source, admin: by }) => ({
        status,
        at: at.toISOString(),
        source,
        by: admin ? by : null,
      })),
    };
  }

  /**
   * Orders as the caller sees them. Only the customer who placed an order awaiting payment gets its payment link
   * (from payments, which alone reads the provider's fields); everyone else, and every other order, gets null.
   */
  private async withPendingPayments(caller: AuthUser, found: OrderWithLines[]): Promise<Order[]> {
    const awaiting = found
      .filter(({ order }) => order.status === 'awaiting payment' && order.userId === caller.id)
      .map(({ order }) => order.id);
    const links = awaiting.length ? await this.payments.pendingLinks(awaiting) : new Map();
    return found.map((item) => ({ ...toOrder(item), pendingPayment: links.get(item.order.id) ?? null }));
  }

  /**
   * Admin status change. Delivered and cancelled are final (409). Cancelling returns the stock, and the sold count
   * when it had been raised; an unpaid Khalti order set to paid or delivered raises the sold count. Each happens once:
   * the change is conditional on the status it was read with. An order awaiting a Khalti payment is first looked up,
   * so that no payment is lost to the change (see checkKhalti).
   */
  async setStatus(admin: AuthUser, id: string, status: AdminOrderStatus): Promise<Order> {
    const found = isUuid(id) ? await this.repository.findOrder(id) : undefined;
    if (!found) throw new NotFoundException(ORDER_NOT_FOUND);
    const from = found.order.status;
    if (isFinalOrderStatus(from)) throw new ConflictException(ORDER_FINAL_MESSAGE);
    if (from === status) return toOrder(found);
    const record = from === 'awaiting payment' ? await this.checkKhalti(found, status) : undefined;

    const counted = SOLD_COUNTED.includes(from);
    const stockMove: AlongWithChange | undefined =
      status === 'cancelled'
        ? (tx, lines) => this.stock.returnStock(tx, lines, { uncountSold: counted })
        : !counted && SOLD_COUNTED.includes(status)
          ? (tx, lines) => this.stock.countSold(tx, lines)
          : undefined;
    const changed = await this.repository.transition(id, from, status, {
      by: { source: 'admin', adminId: admin.id },
      along: async (tx, lines) => {
        await stockMove?.(tx, lines);
        await record?.(tx);
      },
    });
    if (!changed) return this.refuseChanged(id);
    return toOrder((await this.repository.findOrder(id)) as OrderWithLines);
  }

  /**
   * The customer cancels their own order awaiting payment (docs/rules.md, Orders), so that its stock goes back and
   * another order can be placed. Khalti is asked first, as for an admin's change: a completed payment makes the order
   * paid instead (409). Someone else's order is 404; any other status is not the customer's to change (409).
   */
  async cancelAwaiting(customer: AuthUser, id: string): Promise<Order> {
    const found = isUuid(id) ? await this.repository.findOrder(id) : undefined;
    if (!found || found.order.userId !== customer.id) throw new NotFoundException(ORDER_NOT_FOUND);
    const from = found.order.status;
    if (from !== 'awaiting payment')
      throw new ConflictException(
        isFinalOrderStatus(from) ? ORDER_FINAL_MESSAGE : ORDER_NOT_CANCELLABLE_MESSAGE,
      );
    const record = await this.checkKhalti(found, 'cancelled');
    const changed = await this.repository.transition(id, from, 'cancelled', {
      by: { source: 'customer' },
      along: async (tx, lines) => {
        await this.stock.returnStock(tx, lines, { uncountSold: false });
        await record?.(tx);
      },
    });
    if (!changed) return this.refuseChanged(id);
    return { ...toOrder((await this.repository.findOrder(id)) as OrderWithLines), pendingPayment: null };
  }

  /** A status change that found the order in another status than it was read with: 409 (404 if it is gone). */
  private refuseChanged(id: string): Promise<never> {
    return refuseAfterReread(
      () => this.repository.findOrder(id),
      ORDER_NOT_FOUND,
      ({ order }) =>
        isFinalOrderStatus(order.status) ? ORDER_FINAL_MESSAGE : ORDER_CHANGED_MEANWHILE_MESSAGE,
    );
  }

  /**
   * Before an admin (or the customer, cancelling) changes an order awaiting its Khalti payment, Khalti is asked
   * (docs/rules.md, Orders). A completed
   * payment marks the order paid, as a return would, and the admin's change is refused (409, with the order as it is
   * now); a completed payment of another amount cannot be cancelled; Khalti not answering changes nothing (502).
   * Otherwise the change goes ahead, and answers the payment's record to write in its transaction (cancelled or
   * expired at Khalti), if any.
   */
  private async checkKhalti(
    { order }: OrderWithLines,
    status: AdminOrderStatus,
  ): Promise<PaymentRecord | undefined> {
    let verdict: PaymentVerdict | undefined;
    try {
      verdict = await this.payments.verifyLatest({
        id: order.id,
        status: order.status,
        amountPaisa: order.amountPaisa,
      });
    } catch {
      throw new BadGatewayException(KHALTI_CHECK_FAILED_MESSAGE);
    }
    if (verdict?.kind === 'paid') {
      await this.markPaid(order.id, verdict.transactionId, verdict.record);
      const now = (await this.repository.findOrder(order.id)) as OrderWithLines;
      throw new ApiException(409, ORDER_PAID_AT_KHALTI_MESSAGE, { order: toOrder(now) });
    }
    if (verdict?.kind === 'mismatch' && status === 'cancelled')
      throw new ConflictException(ORDER_PAYMENT_MISMATCH_MESSAGE);
    return verdict?.kind === 'failed' ? verdict.record : undefined;
  }

  async findPayable(orderId: string): Promise<PayableOrder | undefined> {
    const found = await this.repository.findOrder(orderId);
    return found && { id: found.order.id, status: found.order.status, amountPaisa: found.order.amountPaisa };
  }

  async markPaid(orderId: string, transactionCode: string, record: PaymentRecord): Promise<boolean> {
    const paid = await this.repository.transition(orderId, 'awaiting payment', 'paid', {
      transactionCode,
      by: { source: 'khalti' },
      along: async (tx, lines) => {
        await this.stock.countSold(tx, lines);
        await record(tx);
      },
    });
    return paid !== undefined;
  }

  async cancelUnpaid(orderId: string, source: UnpaidCancelSource, record?: PaymentRecord): Promise<boolean> {
    const cancelled = await this.repository.transition(orderId, 'awaiting payment', 'cancelled', {
      by: { source },
      along: async (tx, lines) => {
        await this.stock.returnStock(tx, lines, { uncountSold: false });
        await record?.(tx);
      },
    });
    return cancelled !== undefined;
  }

  /** Stock is already held: a provider failure cancels the order and gives it back, so nothing is left half-done. */
  private async startPayment(customer: AuthUser, placed: OrderWithLines): Promise<CreateOrderResponse> {
    const { order, lines } = placed;
    let data: KhaltiPaymentLink;
    try {
      data = await this.payments.start({
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
    } catch {
      await this.cancelUnpaid(order.id, 'system');
      throw new BadGatewayException(KHALTI_UNAVAILABLE);
    }
    const [withLink] = await this.withPendingPayments(customer, [placed]);
    return { success: true, message: ORDER_PLACED_MESSAGE, data, order: withLink };
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
    throw new BadRequestException(LINE_QUANTITY_MESSAGE);
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
