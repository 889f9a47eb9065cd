import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { type AuthUser } from '../auth';
import { isUuid } from '../common/uuid';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  KHALTI_CHECK_FAILED_MESSAGE,
  NO_PAYMENT_TO_REFUND_MESSAGE,
  NOTHING_LEFT_TO_REFUND_MESSAGE,
  type Order,
  paisaToRupees,
  REFUND_IN_PROGRESS_MESSAGE,
  refundAtMostMessage,
  REFUNDED_IN_KHALTI_REASON,
  type RefundLine,
  type RefundResponse,
  restockAtMostMessage,
  RETURN_NOT_PRODUCT_MESSAGE,
  rupeesToPaisa,
  productWithVariant,
} from '../contracts';
import {
  isUniqueViolation,
  type OrderLineRow,
  orderLines,
  type OrderRow,
  type RefundRow,
  type StoredLine,
  type Transaction,
} from '../database';
import { PaymentProviderError, PaymentsService } from '../payments';
import { ProductStock } from '../products';
import { lineKey, linesMatching, mergeByLine } from '../returns';
import { OrderEmails } from './order-emails';
import { ORDER_NOT_FOUND, OrdersService } from './orders.service';
import { toRefund } from './refund.mapper';
import { RefundsRepository, type RefundWithAdmin } from './refunds.repository';

/**
 * A Khalti refund still pending after this long, that Khalti's lookup does not show, is asked for again: by then the
 * first call has surely ended (it is cut off after KHALTI_TIMEOUT_MS) without Khalti making it.
 */
export const REFUND_RETRY_AFTER_MS = 60_000;

/** What a refund's money comes from: a Khalti order Khalti has paid, a cash order once delivered (and paid at the door). */
function refundable(order: OrderRow): boolean {
  if (order.paymentMethod === 'khalti')
    return (order.status === 'paid' || order.status === 'delivered') && !!order.transactionCode;
  return order.status === 'delivered';
}

/**
 * Refunds (docs/rules.md, Refunds; docs/decisions/0054-…). Every refund of an order is decided under a lock on the
 * order's row, and a Khalti refund is written `pending` there before Khalti is called, so while it is under way no
 * second one can start. Khalti's answer settles it; when Khalti does not answer, its lookup does later (the settling
 * job, Check again, the return from Khalti), which also records refunds made in Khalti's own dashboard.
 */
@Injectable()
export class RefundsService {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly repository: RefundsRepository,
    private readonly payments: PaymentsService,
    private readonly stock: ProductStock,
    private readonly emails: OrderEmails,
    private readonly orders: OrdersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(
    admin: AuthUser,
    orderId: string,
    body: { amount: number; reason: string; restock?: RefundLine[] },
  ): Promise<RefundResponse<Order>> {
    if (!isUuid(orderId)) throw new NotFoundException(ORDER_NOT_FOUND);
    const amountPaisa = rupeesToPaisa(body.amount);
    let written: { refund: RefundRow; transactionCode: string | null; whole: boolean };
    try {
      written = await this.repository.transaction(async (tx) => {
        const order = await this.repository.lockOrder(tx, orderId);
        if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
        if (order.status === 'refunded') throw new ConflictException(NOTHING_LEFT_TO_REFUND_MESSAGE);
        if (!refundable(order)) throw new ConflictException(NO_PAYMENT_TO_REFUND_MESSAGE);
        const sums = await this.repository.sumsOf(tx, orderId);
        if (sums.pending > 0) throw new ConflictException(REFUND_IN_PROGRESS_MESSAGE);
        const left = order.amountPaisa - sums.succeeded;
        if (left <= 0) throw new ConflictException(NOTHING_LEFT_TO_REFUND_MESSAGE);
        if (amountPaisa > left) throw new BadRequestException(refundAtMostMessage(paisaToRupees(left)));
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
        const earlier = await this.repository.ofOrder(orderId, tx);
        const restock = restockOf(body.restock ?? [], lines, earlier);

        const cash = order.paymentMethod === 'cash';
        const refund = await this.repository.insert(tx, {
          orderId,
          amountPaisa,
          reason: body.reason,
          method: order.paymentMethod,
          // Cash was handed back: nothing to wait for. Khalti's is pending until Khalti answers.
          status: cash ? 'succeeded' : 'pending',
          restock,
          adminId: admin.id,
        });
        // The goods are back on the shelf whatever becomes of the money: they count as sold no more.
        if (restock.length) await this.stock.returnStock(tx, restock, { uncountSold: true });
        if (cash) await this.applySucceeded(tx, order, refund, lines);
        return {
          refund,
          transactionCode: order.transactionCode,
          whole: amountPaisa === order.amountPaisa && sums.succeeded === 0,
        };
      });
    } catch (error) {
      // The lock makes this unreachable in practice; the one-pending index is the last word all the same.
      if (isUniqueViolation(error)) throw new ConflictException(REFUND_IN_PROGRESS_MESSAGE);
      throw error;
    }
    if (written.refund.method === 'khalti' && written.transactionCode)
      await this.askKhalti(written.refund, written.transactionCode, written.whole);
    return {
      refund: toRefund((await this.repository.find(written.refund.id)) as RefundWithAdmin),
      order: await this.orders.get(admin, orderId),
    };
  }

  /** Check again (admin): Khalti's lookup settles what it can; 502 when Khalti cannot be asked. */
  async checkAgain(admin: AuthUser, orderId: string): Promise<Order> {
    const order = isUuid(orderId) ? await this.orders.get(admin, orderId) : undefined;
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    try {
      await this.syncWithKhalti(orderId);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new BadGatewayException(KHALTI_CHECK_FAILED_MESSAGE);
      throw error;
    }
    return this.orders.get(admin, orderId);
  }

  /**
   * Reads the order's refunds in Khalti's lookup and settles ours by it: a pending refund the lookup shows has
   * succeeded; one it does not show, pending for REFUND_RETRY_AFTER_MS, is asked for again (never an amount the lookup
   * already shows); refunded paisa beyond ours were refunded in Khalti's dashboard and are recorded as such.
   * Throws when Khalti cannot be asked.
   */
  async syncWithKhalti(orderId: string, now = new Date()): Promise<void> {
    const found = await this.orders.findRow(orderId);
    if (!found || found.paymentMethod !== 'khalti' || !found.transactionCode) return;
    const atKhalti = await this.payments.refundsAtKhalti(orderId);
    if (!atKhalti) return;
    const refunds = await this.repository.ofOrder(orderId);
    const pending = refunds.find(({ refund }) => refund.status === 'pending')?.refund;
    const succeeded = found.refundedPaisa;
    const shown = atKhalti.refundedPaisa;
    if (pending) {
      await this.repository.markChecked(pending.id, now);
      if (shown === undefined) {
        // 'Partially Refunded' without an amount: with no earlier refund, it can only be this one.
        if (succeeded === 0 && pending.amountPaisa < found.amountPaisa)
          await this.settle(pending.id, 'succeeded', null);
        return;
      }
      if (shown >= succeeded + pending.amountPaisa) {
        await this.settle(pending.id, 'succeeded', null);
        await this.recordRefundedInKhalti(orderId, shown);
      } else if (shown <= succeeded && now.getTime() - pending.createdAt.getTime() >= REFUND_RETRY_AFTER_MS) {
        await this.askKhalti(
          pending,
          found.transactionCode,
          pending.amountPaisa === found.amountPaisa && succeeded === 0,
        );
      }
      return;
    }
    if (shown !== undefined && shown > succeeded) await this.recordRefundedInKhalti(orderId, shown);
  }

  /** Khalti's refund call for a pending refund; its answer settles it, no answer leaves it pending. */
  private async askKhalti(refund: RefundRow, transactionCode: string, whole: boolean): Promise<void> {
    let answer;
    try {
      answer = await this.payments.refund(transactionCode, whole ? undefined : refund.amountPaisa);
    } catch (error) {
      this.logger.warn(`Khalti did not answer the refund ${refund.id}: ${(error as Error).message}`);
      return;
    }
    if (answer.kind === 'succeeded') await this.settle(refund.id, 'succeeded', null);
    else await this.settle(refund.id, 'failed', answer.message);
  }

  /** Settles a pending refund once, under the order's lock; a success adds to the order in the same transaction. */
  private async settle(
    refundId: string,
    status: 'succeeded' | 'failed',
    failure: string | null,
  ): Promise<void> {
    const found = await this.repository.find(refundId);
    if (!found) return;
    await this.repository.transaction(async (tx) => {
      const order = await this.repository.lockOrder(tx, found.refund.orderId);
      if (!order) return;
      const settled = await this.repository.settle(tx, refundId, status, failure);
      if (!settled || status !== 'succeeded') return;
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      await this.applySucceeded(tx, order, settled, lines);
    });
  }

  /** Refunded paisa Khalti shows beyond ours (and our pending one): made in Khalti's dashboard, recorded as such. */
  private async recordRefundedInKhalti(orderId: string, shownPaisa: number): Promise<void> {
    await this.repository.transaction(async (tx) => {
      const order = await this.repository.lockOrder(tx, orderId);
      if (!order || order.status === 'refunded') return;
      const sums = await this.repository.sumsOf(tx, orderId);
      const difference = Math.min(
        shownPaisa - sums.succeeded - sums.pending,
        order.amountPaisa - sums.succeeded,
      );
      if (difference <= 0 || sums.pending > 0) return;
      const refund = await this.repository.insert(tx, {
        orderId,
        amountPaisa: difference,
        reason: REFUNDED_IN_KHALTI_REASON,
        method: 'khalti',
        status: 'succeeded',
        restock: [],
        adminId: null,
      });
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      await this.applySucceeded(tx, order, refund, lines);
    });
  }

  /** A succeeded refund: the order's refunded paisa (and `refunded` once whole), its history entry, the e-mail. */
  private async applySucceeded(
    tx: Transaction,
    order: OrderRow,
    refund: RefundRow,
    lines: OrderLineRow[],
  ): Promise<void> {
    const now = await this.repository.addRefunded(tx, order, refund.amountPaisa);
    await this.repository.recordInHistory(tx, {
      orderId: order.id,
      status: now.status,
      source: refund.adminId ? 'admin' : 'khalti',
      adminId: refund.adminId,
      refundId: refund.id,
    });
    await this.emails.queueRefund(tx, now, lines, refund);
  }
}

/**
 * The restock lines, merged by product and checked against the order: each a product of the order, at most its ordered
 * quantity less what earlier refunds put back (400 otherwise).
 */
function restockOf(asked: RefundLine[], lines: OrderLineRow[], earlier: RefundWithAdmin[]): StoredLine[] {
  return mergeByLine(asked).map((stored) => {
    const ordered = linesMatching(lines, stored);
    if (!ordered.length) throw new BadRequestException(RETURN_NOT_PRODUCT_MESSAGE);
    const key = lineKey(stored.productId, stored.variantId);
    const back = earlier
      .flatMap(({ refund }) => refund.restock)
      .filter((line) => lineKey(line.productId, line.variantId) === key)
      .reduce((sum, line) => sum + line.quantity, 0);
    const most = ordered.reduce((sum, line) => sum + line.quantity, 0) - back;
    if (stored.quantity > most)
      throw new BadRequestException(
        restockAtMostMessage(
          Math.max(most, 0),
          productWithVariant(ordered[0].productName, ordered[0].variantLabel),
        ),
      );
    return stored;
  });
}
