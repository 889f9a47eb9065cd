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
  COURIER_UNKNOWN_MESSAGE,
  courierTrackingUrl,
  isFinalOrderStatus,
  KHALTI_CHECK_FAILED_MESSAGE,
  type Order,
  ORDER_CHANGED_MEANWHILE_MESSAGE,
  ORDER_FINAL_MESSAGE,
  ORDER_PAID_AT_KHALTI_MESSAGE,
  ORDER_PAYMENT_MISMATCH_MESSAGE,
  paysInCash,
} from '../contracts';
import { DiscountsService } from '../discounts';
import { countPayment } from '../metrics';
import {
  type PayableOrder,
  type PayableOrders,
  type PaymentRecord,
  PaymentsService,
  type PaymentVerdict,
  type UnpaidCancelSource,
  type WalletSource,
} from '../payments';
import { OrderEmails } from './order-emails';
import { toOrder } from './order.mapper';
import {
  adminChangeRefusal,
  adminMoveRefusal,
  customerCancelRefusal,
  emailMoments,
} from './order-status-machine';
import { OrderTransitions } from './order-transitions';
import { OrdersRepository, type OrderWithLines } from './orders.repository';
import { RefundsService } from './refunds.service';
import { ORDER_NOT_FOUND } from './orders.service';
import { CouriersService } from '../shipping';

/**
 * The order's status changes (docs/rules.md, Orders; the rules in order-status-machine.ts): an admin's change, a
 * customer's cancel, and the orders side of a payment's outcome (PayableOrders, see payments/). Each change is
 * conditional on the status it was read with, so it happens once, with its history entry, its stock and its payment
 * record in the same transaction (OrderTransitions).
 */
@Injectable()
export class OrderStatusService implements PayableOrders {
  constructor(
    private readonly repository: OrdersRepository,
    private readonly transitions: OrderTransitions,
    private readonly payments: PaymentsService,
    private readonly emails: OrderEmails,
    private readonly discounts: DiscountsService,
    private readonly refunds: RefundsService,
    private readonly couriers: CouriersService,
  ) {}

  /** A shopper's return reads Khalti's lookup only: it never starts a refund call (docs/rules.md, Refunds). */
  syncRefunds(orderId: string): Promise<void> {
    return this.refunds.syncWithKhalti(orderId, { retry: false });
  }

  /**
   * Admin status change. Delivered and cancelled are final (409). Cancelling returns the stock, the discount code's
   * use, and the sold count when it had been raised; an unpaid Khalti order set to paid or delivered raises the sold count. An order
   * awaiting a Khalti payment is first looked up, so that no payment is lost to the change (see checkKhalti).
   */
  async setStatus(
    admin: AuthUser,
    id: string,
    status: AdminOrderStatus,
    shipping: { courier?: string; trackingNumber?: string } = {},
  ): Promise<Order> {
    const found = isUuid(id) ? await this.repository.findOrder(id) : undefined;
    if (!found) throw new NotFoundException(ORDER_NOT_FOUND);
    const from = found.order.status;
    const refused = adminChangeRefusal(from);
    if (refused) throw new ConflictException(refused);
    if (from === status) return toOrder(found);
    const move = adminMoveRefusal(from, status, found.order.paymentMethod);
    if (move) throw new ConflictException(move);
    const shipment = status === 'shipped' ? await this.shipmentOf(shipping) : undefined;
    const record = from === 'awaiting payment' ? await this.checkKhalti(found, status) : undefined;

    const changed = await this.transitions.transition(id, from, status, {
      by: { source: 'admin', adminId: admin.id },
      shipment,
      // The code's use before the stock: checkout locks in that order too.
      before:
        status === 'cancelled' ? (tx, _lines, order) => this.discounts.release(tx, order.id) : undefined,
      after: async (tx, lines, order) => {
        await record?.(tx);
        for (const moment of emailMoments(from, status))
          await this.emails.queue(tx, moment, order, lines, {
            refundDue: !paysInCash(order.paymentMethod) && from === 'paid',
          });
      },
    });
    if (!changed) return this.refuseChanged(id);
    if (from === 'awaiting payment' && status === 'cancelled') countPayment('cancelled');
    return toOrder((await this.repository.findOrder(id)) as OrderWithLines);
  }

  /**
   * What shipping writes: the courier named (one of the owner's, any case; else 400) and its link for the number.
   * The DTO has checked that both are there.
   */
  private async shipmentOf({ courier, trackingNumber }: { courier?: string; trackingNumber?: string }) {
    const row = courier ? await this.couriers.findByName(courier) : undefined;
    if (!row) throw new BadRequestException(COURIER_UNKNOWN_MESSAGE);
    const number = trackingNumber ?? '';
    return {
      courierId: row.id,
      courierName: row.name,
      trackingNumber: number,
      trackingUrl: courierTrackingUrl(row.trackingUrl, number),
    };
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
    const refused = customerCancelRefusal(from);
    if (refused) throw new ConflictException(refused);
    const record = await this.checkKhalti(found, 'cancelled');
    const changed = await this.transitions.transition(id, from, 'cancelled', {
      by: { source: 'customer' },
      before: (tx, _lines, order) => this.discounts.release(tx, order.id),
      after: async (tx, lines, order) => {
        await record?.(tx);
        await this.emails.queue(tx, 'cancelled', order, lines);
      },
    });
    if (!changed) return this.refuseChanged(id);
    countPayment('cancelled');
    return { ...toOrder((await this.repository.findOrder(id)) as OrderWithLines), pendingPayment: null };
  }

  async findPayable(orderId: string): Promise<PayableOrder | undefined> {
    const found = await this.repository.findOrder(orderId);
    return found && { id: found.order.id, status: found.order.status, amountPaisa: found.order.amountPaisa };
  }

  async markPaid(
    orderId: string,
    transactionCode: string,
    record: PaymentRecord,
    by: WalletSource,
  ): Promise<boolean> {
    const paid = await this.transitions.transition(orderId, 'awaiting payment', 'paid', {
      transactionCode,
      by: { source: by },
      after: async (tx, lines, order) => {
        await record(tx);
        await this.emails.queue(tx, 'confirmed', order, lines);
      },
    });
    if (paid) countPayment('paid');
    return paid !== undefined;
  }

  async cancelUnpaid(orderId: string, source: UnpaidCancelSource, record?: PaymentRecord): Promise<boolean> {
    const cancelled = await this.transitions.transition(orderId, 'awaiting payment', 'cancelled', {
      by: { source },
      before: (tx, _lines, order) => this.discounts.release(tx, order.id),
      after: async (tx, lines, order) => {
        await record?.(tx);
        await this.emails.queue(tx, 'cancelled', order, lines);
      },
    });
    if (cancelled) countPayment('cancelled');
    return cancelled !== undefined;
  }

  /**
   * Before an admin (or the customer, cancelling) changes an order awaiting its Khalti payment, Khalti is asked
   * (docs/rules.md, Orders). A completed payment marks the order paid, as a return would, and the change is refused
   * (409, with the order as it is now); a completed payment of another amount cannot be cancelled; Khalti not
   * answering changes nothing (502). Otherwise the change goes ahead, and returns the payment's record to write in
   * its transaction (cancelled or expired at Khalti), if any.
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
      await this.markPaid(order.id, verdict.transactionId, verdict.record, verdict.by);
      const now = (await this.repository.findOrder(order.id)) as OrderWithLines;
      throw new ApiException(409, ORDER_PAID_AT_KHALTI_MESSAGE, { order: toOrder(now) });
    }
    if (verdict?.kind === 'mismatch' && status === 'cancelled')
      throw new ConflictException(ORDER_PAYMENT_MISMATCH_MESSAGE);
    return verdict?.kind === 'failed' ? verdict.record : undefined;
  }

  /** A change that found the order in another status than it was read with: 409 (404 if it is gone). */
  private refuseChanged(id: string): Promise<never> {
    return refuseAfterReread(
      () => this.repository.findOrder(id),
      ORDER_NOT_FOUND,
      ({ order }) =>
        isFinalOrderStatus(order.status) ? ORDER_FINAL_MESSAGE : ORDER_CHANGED_MEANWHILE_MESSAGE,
    );
  }
}
