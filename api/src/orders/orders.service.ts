import { Injectable, NotFoundException } from '@nestjs/common';
import { type AuthUser } from '../auth';
import { isUuid } from '../common/uuid';
import { pageWindow } from '../common/validation/page-query';
import { can, type Order, ORDER_NOT_FOUND_MESSAGE, paisaToRupees } from '../contracts';
import type { OrderRow } from '../database';
import { PaymentsService } from '../payments';
import { ReturnsReader } from '../returns';
import type { ListOrdersQuery } from './dto/list-orders.query';
import { toOrder } from './order.mapper';
import { orderSearch } from './order-search';
import { OrdersRepository, type OrderWithLines } from './orders.repository';
import { RefundsRepository } from './refunds.repository';
import { toRefund } from './refund.mapper';

/** The orders' 404, defined once in the contracts (returns say it too); named so for the orders' own files. */
export const ORDER_NOT_FOUND = ORDER_NOT_FOUND_MESSAGE;

/** The orders as each caller may see them: the lists, one order with its history, the pending payment links. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly payments: PaymentsService,
    private readonly refunds: RefundsRepository,
    private readonly returns: ReturnsReader,
  ) {}

  /** The order's row alone, or undefined. */
  async findRow(id: string): Promise<OrderRow | undefined> {
    return (await this.repository.findOrder(id))?.order;
  }

  /**
   * Admin: every order. Customer: their own (by account, not by e-mail). Newest first, one page, with the total over
   * every page. The customer's awaiting orders carry their payment link (pendingPayment).
   */
  async list(caller: AuthUser, query: ListOrdersQuery): Promise<{ items: Order[]; total: number }> {
    const admin = can(caller.role, 'orders');
    // q is the admin's search; a customer's list ignores it, as the feedback list does.
    const { items, total } = await this.repository.listOrders(
      admin
        ? { status: query.status, paymentMethod: query.payment_method, search: orderSearch(query.q) }
        : { userId: caller.id, status: query.status, paymentMethod: query.payment_method },
      pageWindow(query),
    );
    return { items: await this.asSeenBy(caller, items), total };
  }

  /**
   * One order with its status history. Someone else's order is 404, not 403: its existence is not revealed. Only an
   * admin learns which admin made a change.
   */
  async get(caller: AuthUser, id: string): Promise<Order> {
    const admin = can(caller.role, 'orders');
    const found = isUuid(id) ? await this.repository.findOrder(id) : undefined;
    if (!found || (!admin && found.order.userId !== caller.id)) throw new NotFoundException(ORDER_NOT_FOUND);
    const [order] = await this.asSeenBy(caller, [found]);
    const history = await this.repository.statusHistory(id);
    return {
      ...order,
      statusHistory: history.map(({ status, at, source, admin: by, refund, note }) => ({
        status,
        at: at.toISOString(),
        source,
        by: admin ? by : null,
        ...(refund ? { refund: { amount: paisaToRupees(refund.amountPaisa), method: refund.method } } : {}),
        // The owner's to act on (a refund made in eSewa's portal): admins only.
        ...(note && admin ? { note } : {}),
      })),
      ...(admin ? { refunds: (await this.refunds.ofOrder(id)).map(toRefund) } : {}),
    };
  }

  /**
   * Orders as the caller sees them. Only the customer who placed an order awaiting payment gets its payment link
   * (from payments, which alone reads the provider's fields); everyone else, and every other order, gets null.
   */
  async asSeenBy(caller: AuthUser, found: OrderWithLines[]): Promise<Order[]> {
    const awaiting = found
      .filter(({ order }) => order.status === 'awaiting payment' && order.userId === caller.id)
      .map(({ order }) => order.id);
    const links = awaiting.length ? await this.payments.pendingLinks(awaiting) : new Map();
    // An order's return request: its customer's, and the admin's (who approves or declines it).
    const asked = found
      .filter(({ order }) => order.status === 'delivered' || order.status === 'refunded')
      .filter(({ order }) => can(caller.role, 'orders') || order.userId === caller.id)
      .map(({ order }) => order.id);
    const returns = asked.length ? await this.returns.forOrders(asked) : new Map();
    return found.map((item) => ({
      ...toOrder(item),
      pendingPayment: links.get(item.order.id) ?? null,
      returnRequest: returns.get(item.order.id)?.returnRequest ?? null,
      returnableUntil:
        item.order.status === 'delivered' ? (returns.get(item.order.id)?.returnableUntil ?? null) : null,
    }));
  }
}
