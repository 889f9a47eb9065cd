import {
  BadGatewayException,
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { type AuthUser } from '../auth';
import { isUuid } from '../common/uuid';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  hasRefundablePayment,
  KHALTI_CHECK_FAILED_MESSAGE,
  methodOfStored,
  partlyRefundedAtWalletNote,
  paymentMethodLabel,
  refundedAtWalletNote,
  NO_PAYMENT_TO_REFUND_MESSAGE,
  NOT_REFUNDED_IN_KHALTI_FAILURE,
  NOTHING_LEFT_TO_REFUND_MESSAGE,
  type Order,
  paisaToRupees,
  REFUND_IN_PROGRESS_MESSAGE,
  REFUND_NOT_FOUND_MESSAGE,
  REFUND_NOT_TO_CHECK_MESSAGE,
  refundAtMostMessage,
  REFUNDED_IN_KHALTI_REASON,
  type RefundLine,
  type RefundOutcome,
  type RefundResponse,
  restockAtMostMessage,
  rupeesToPaisa,
} from '../contracts';
import { isUniqueViolation, type OrderRow, type RefundRow, type Transaction } from '../database';
import { PaymentMethods, PaymentProviderError, PaymentsService, walletSource } from '../payments';
import { ProductStock } from '../products';
import { checkedLines } from '../returns';
import { OrderEmails } from './order-emails';
import { OrderTransitions } from './order-transitions';
import type { StatusChange } from './orders.repository';
import { ORDER_NOT_FOUND, OrdersService } from './orders.service';
import { toRefund } from './refund.mapper';
import { refundVerdict } from './refund-verdict';
import { RefundsRepository, type RefundWithAdmin } from './refunds.repository';

/**
 * A Khalti refund's call may be made again only this long after the last one was claimed, and only once Khalti's
 * lookup, asked after that, shows it was not made: by then that call has surely ended (it is cut off after
 * KHALTI_TIMEOUT_MS; the wait is at least twice that).
 */
export const REFUND_RETRY_AFTER_MS = 60_000;

/** What a refund's money comes from: a Khalti order Khalti has paid, a cash order once delivered (and paid at the door). */
const refundable = (order: OrderRow): boolean =>
  hasRefundablePayment({
    method: order.paymentMethod,
    status: order.status,
    paidThroughKhalti: !!order.transactionCode,
  });

/** Who a succeeded refund's history entry names: its admin, or Khalti for one found in Khalti's lookup. */
const refundedBy = (adminId: string | null): StatusChange =>
  adminId ? { source: 'admin', adminId } : { source: 'khalti' };

/**
 * Refunds (docs/rules.md, Refunds; docs/decisions/0054-…). Every refund of an order is decided under a lock on the
 * order's row, and a Khalti refund is written `pending` there, with its call's attempt recorded, before Khalti is
 * called, so while it is under way no second one can start. Khalti's answer settles it; when Khalti does not answer,
 * its lookup does later (the settling job, Check again, the return from Khalti), which also records refunds made in
 * Khalti's own dashboard. Another call is made only when the lookup, asked once the last call has surely ended, shows
 * it was not made, and only by the one caller (of every API instance) that claims it under the order's lock.
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
    private readonly transitions: OrderTransitions,
    private readonly methods: PaymentMethods,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** How long after a call's claim the next may be: a minute, and at least twice Khalti's timeout. */
  private get retryAfterMs(): number {
    return Math.max(REFUND_RETRY_AFTER_MS, 2 * this.config.khaltiTimeoutMs);
  }

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
        const lines = await this.repository.linesOf(tx, orderId);
        const earlier = await this.repository.ofOrder(orderId, tx);
        // At most the ordered quantity less what earlier refunds put back.
        const restock = checkedLines(
          body.restock ?? [],
          lines,
          earlier.flatMap(({ refund }) => refund.restock),
          (most, name) => new BadRequestException(restockAtMostMessage(most, name)),
        );

        // Cash, or a wallet with no refund API (eSewa): the owner hands the money back by hand.
        const byHand = this.methods.ofStored(order.paymentMethod).refunds === 'by hand';
        const refund = await this.repository.insert(tx, {
          orderId,
          amountPaisa,
          reason: body.reason,
          method: order.paymentMethod,
          // Cash was handed back: nothing to wait for. Khalti's is pending until Khalti answers.
          status: byHand ? 'succeeded' : 'pending',
          restock,
          adminId: admin.id,
        });
        // The goods are back on the shelf whatever becomes of the money: they count as sold no more.
        // Goods an approved return sent back are the return's restock; others the refund's (docs/rules.md, Stock).
        if (restock.length)
          await this.stock.returnStock(
            tx,
            restock,
            { uncountSold: true },
            {
              reason: (await this.repository.hasApprovedReturn(tx, orderId))
                ? 'return restock'
                : 'refund restock',
              orderId,
              byUserId: admin.id,
            },
          );
        if (byHand) await this.applySucceeded(tx, order, refund, refundedBy(admin.id));
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
    if (written.refund.status === 'pending' && written.transactionCode)
      await this.callKhalti(written.refund, written.transactionCode, written.whole);
    return this.answer(admin, orderId, written.refund.id);
  }

  /** Check again (admin): Khalti's lookup settles what it can; 502 when Khalti cannot be asked. */
  async checkAgain(admin: AuthUser, orderId: string): Promise<Order> {
    const order = isUuid(orderId) ? await this.orders.get(admin, orderId) : undefined;
    if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
    try {
      await this.syncWithKhalti(orderId, { retry: true });
    } catch (error) {
      if (error instanceof PaymentProviderError) throw new BadGatewayException(KHALTI_CHECK_FAILED_MESSAGE);
      throw error;
    }
    return this.orders.get(admin, orderId);
  }

  /**
   * The owner's word on a refund Khalti's lookup could not settle ('Check in Khalti's dashboard'): `succeeded` when
   * the dashboard shows it, `failed` when not. Only such a refund, still pending (409 otherwise).
   */
  async recordOutcome(
    admin: AuthUser,
    orderId: string,
    refundId: string,
    status: RefundOutcome,
  ): Promise<RefundResponse<Order>> {
    if (!isUuid(orderId)) throw new NotFoundException(ORDER_NOT_FOUND);
    if (!isUuid(refundId)) throw new NotFoundException(REFUND_NOT_FOUND_MESSAGE);
    await this.repository.transaction(async (tx) => {
      const order = await this.repository.lockOrder(tx, orderId);
      if (!order) throw new NotFoundException(ORDER_NOT_FOUND);
      const found = await this.repository.find(refundId, tx);
      if (!found || found.refund.orderId !== orderId) throw new NotFoundException(REFUND_NOT_FOUND_MESSAGE);
      if (found.refund.status !== 'pending' || !found.refund.checkInKhalti)
        throw new ConflictException(REFUND_NOT_TO_CHECK_MESSAGE);
      const failure = status === 'failed' ? NOT_REFUNDED_IN_KHALTI_FAILURE : null;
      const settled = await this.repository.settle(tx, refundId, status, failure);
      if (settled && status === 'succeeded')
        await this.applySucceeded(tx, order, settled, { source: 'admin', adminId: admin.id });
    });
    return this.answer(admin, orderId, refundId);
  }

  /**
   * Reads the order's refunds in Khalti's lookup and settles ours by it (refundVerdict): a pending refund the lookup
   * shows made has succeeded; one it shows not made, whose last call has surely ended, is asked for again when
   * `retry` (the job and Check again; never a shopper's return) by the one caller that claims the call; one it cannot
   * tell about is left to the owner. Refunded paisa beyond ours were refunded in Khalti's dashboard and are recorded
   * as such. Throws when Khalti cannot be asked.
   */
  async syncWithKhalti(orderId: string, { retry }: { retry: boolean }): Promise<void> {
    const found = await this.orders.findRow(orderId);
    if (!found || !found.transactionCode) return;
    if (this.methods.ofStored(found.paymentMethod).refunds === 'by hand') {
      // eSewa has no refund API: a refund its status API shows that nobody recorded is told to the owner.
      if (found.paymentMethod !== 'cash') await this.noteRefundAtWallet(found);
      return;
    }
    // Read before the lookup: a call claimed after this is one the lookup may not show, and the claim sees it.
    const pending = await this.repository.pendingOf(orderId, this.retryAfterMs);
    const atKhalti = await this.payments.refundsAtProvider(orderId);
    if (!atKhalti) return;
    const succeeded = found.refundedPaisa;
    const shown = atKhalti.refundedPaisa;
    if (!pending) {
      if (shown !== undefined && shown > succeeded) await this.recordRefundedInKhalti(orderId, shown);
      return;
    }
    const { refund, due } = pending;
    await this.repository.markChecked(refund.id, new Date());
    switch (refundVerdict(shown, refund.amountPaisa, succeeded, found.amountPaisa)) {
      case 'made':
        await this.settle(refund.id, 'succeeded', null);
        if (shown !== undefined) await this.recordRefundedInKhalti(orderId, shown);
        return;
      case 'not made':
        if (!retry || !due || refund.checkInKhalti) return;
        {
          const claimed = await this.repository.claimAttempt(orderId, refund.id, refund.attempts);
          if (claimed)
            await this.callKhalti(
              claimed,
              found.transactionCode,
              refund.amountPaisa === found.amountPaisa && succeeded === 0,
            );
        }
        return;
      case 'unclear':
        // Only once the last call has surely ended: one still under way may yet answer.
        if (due) await this.repository.markCheckInKhalti(refund.id);
        return;
    }
  }

  /** Khalti's refund call for a pending refund whose attempt is claimed; its answer settles it, none leaves it pending. */
  private async callKhalti(refund: RefundRow, transactionCode: string, whole: boolean): Promise<void> {
    let answer;
    try {
      answer = await this.payments.refund(
        this.methods.ofStored(refund.method),
        transactionCode,
        whole ? undefined : refund.amountPaisa,
      );
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
      await this.applySucceeded(tx, order, settled, refundedBy(settled.adminId));
    });
  }

  /**
   * A wallet refunded by hand (eSewa) reports FULL_REFUND or PARTIAL_REFUND while the shop has recorded no refund: the
   * order's history says so for the owner, once. No amount is recorded that the wallet did not tell.
   */
  private async noteRefundAtWallet(order: OrderRow): Promise<void> {
    if (order.refundedPaisa > 0) return;
    const at = await this.payments.refundsAtProvider(order.id);
    if (!at || (at.state !== 'refunded' && at.state !== 'partly refunded')) return;
    const label = paymentMethodLabel(order.paymentMethod);
    const note = at.state === 'refunded' ? refundedAtWalletNote(label) : partlyRefundedAtWalletNote(label);
    await this.repository.transaction(async (tx) => {
      const locked = await this.repository.lockOrder(tx, order.id);
      if (!locked || locked.refundedPaisa > 0) return;
      await this.transitions.note(tx, locked, note, {
        source: walletSource(methodOfStored(order.paymentMethod)),
      });
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
      await this.applySucceeded(tx, order, refund, refundedBy(null));
    });
  }

  /** A succeeded refund: the order's refunded paisa (and `refunded` once whole) with its history entry, the e-mail. */
  private async applySucceeded(
    tx: Transaction,
    order: OrderRow,
    refund: RefundRow,
    by: StatusChange,
  ): Promise<void> {
    const now = await this.transitions.refund(tx, order, refund, by);
    await this.emails.queueRefund(tx, now, await this.repository.linesOf(tx, order.id), refund);
  }

  /** The refund and its order, as the admin sees them. */
  private async answer(admin: AuthUser, orderId: string, refundId: string): Promise<RefundResponse<Order>> {
    return {
      refund: toRefund((await this.repository.find(refundId)) as RefundWithAdmin),
      order: await this.orders.get(admin, orderId),
    };
  }
}
