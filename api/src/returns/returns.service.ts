import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { type AuthUser } from '../auth';
import { refusal } from '../common/http/api-exception';
import { refuseAfterReread } from '../common/http/refuse-after-reread';
import { isUuid } from '../common/uuid';
import { pageWindow } from '../common/validation/page-query';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  type CreateReturnRequest,
  RETURN_ALREADY_OPEN_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_NOT_FOUND_MESSAGE,
  RETURN_NOT_REFUNDED_YET_MESSAGE,
  RETURN_STATUS_CHANGES,
  RETURN_WINDOW_PASSED_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  returnChangeRefusedMessage,
  type ReturnListQuery,
  type ReturnRequest,
  type ReturnStatus,
  RETURNS_PAGE_SIZE,
  paisaToRupees,
  orderLineNameIn,
  can,
  returnRefundDue,
} from '../contracts';
import { isUniqueViolation, type StoredLine } from '../database';
import { EmailOutbox, type ReturnEmailPayload } from '../mail';
import { ShopSettingsService } from '../settings';
import { checkedLines, linesMatching } from './order-line-match';
import { toReturnRequest } from './return.mapper';
import { returnWindowEnd } from './returns-reader';
import { ReturnsRepository, type ReturnWithOrder } from './returns.repository';

/**
 * Customers' returns (docs/rules.md, Returns): a delivered order's customer asks within the window; the shop approves
 * or declines, and marks it refunded once a refund of the order has succeeded. Each step e-mails through the outbox.
 */
@Injectable()
export class ReturnsService {
  constructor(
    private readonly repository: ReturnsRepository,
    private readonly outbox: EmailOutbox,
    private readonly settings: ShopSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(
    customer: AuthUser,
    orderId: string,
    body: CreateReturnRequest,
    now = new Date(),
  ): Promise<ReturnRequest> {
    if (!isUuid(orderId)) throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
    let created;
    try {
      created = await this.repository.transaction(async (tx) => {
        const found = await this.repository.lockOrder(tx, orderId);
        if (!found || found.order.userId !== customer.id)
          throw new NotFoundException(ORDER_NOT_FOUND_MESSAGE);
        if (found.order.status !== 'delivered') throw new ConflictException(RETURN_NOT_DELIVERED_MESSAGE);
        const deliveredAt = (await this.repository.deliveredAt([orderId], tx)).get(orderId);
        if (!deliveredAt || now.getTime() > returnWindowEnd(deliveredAt).getTime())
          throw new ConflictException(RETURN_WINDOW_PASSED_MESSAGE);
        if (await this.repository.hasOpen(tx, orderId))
          throw new ConflictException(RETURN_ALREADY_OPEN_MESSAGE);
        // Units an earlier return took (one not declined) cannot be returned again.
        const earlier = await this.repository.returnedLines(tx, orderId);
        const lines = checkedLines(body.lines, found.lines, earlier, (max, name) =>
          refusal(400, 'RETURN_TOO_MANY', { name, max }),
        );
        const request = await this.repository.insert(tx, { orderId, lines, reason: body.reason });
        const shown: ReturnWithOrder = { request, order: found.order, lines: found.lines };
        await this.outbox.enqueue(tx, {
          kind: 'return-requested',
          to: this.config.shopAlertEmail,
          payload: emailPayload(shown),
        });
        return shown;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(RETURN_ALREADY_OPEN_MESSAGE);
      throw error;
    }
    const { _id, orderId: id, orderNumber, status, lines, reason, createdAt } = toReturnRequest(created);
    return { _id, orderId: id, orderNumber, status, lines, reason, createdAt };
  }

  async list(query: ReturnListQuery): Promise<{ items: ReturnRequest[]; total: number }> {
    const { items, total } = await this.repository.list(
      query.status,
      pageWindow({ page: query.page, limit: query.limit ?? RETURNS_PAGE_SIZE }),
    );
    return { items: items.map(toReturnRequest), total };
  }

  /**
   * One request, for admins and the customer who asked (another customer 404), with what its refund is due
   * (docs/rules.md, Returns): the returned units' share of the goods after the discount, and the delivery fee once
   * every unit of the order is back.
   */
  async get(caller: AuthUser, id: string): Promise<ReturnRequest> {
    const found = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!found || (!can(caller.role, 'orders') && found.order.userId !== caller.id))
      throw new NotFoundException(RETURN_NOT_FOUND_MESSAGE);
    const { order, refundedPaisa, returned } = await this.repository.refundFigures(found.request.orderId);
    const worth = (stored: StoredLine[]) =>
      stored.reduce(
        (sum, line) => sum + (linesMatching(found.lines, line)[0]?.unitPricePaisa ?? 0) * line.quantity,
        0,
      );
    const units = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
    const due = returnRefundDue({
      returnedPaisa: worth(found.request.lines),
      subtotalPaisa: found.lines.reduce((sum, line) => sum + line.unitPricePaisa * line.quantity, 0),
      discountPaisa: order.discountPaisa,
      deliveryPaisa: order.deliveryPaisa ?? 0,
      everyUnit: units(returned) >= units(found.lines),
      leftPaisa: order.amountPaisa - refundedPaisa,
    });
    return {
      ...toReturnRequest(found),
      refundDue: paisaToRupees(due.goodsPaisa),
      deliveryRefund: paisaToRupees(due.deliveryPaisa),
    };
  }

  /** approved or declined from requested (the customer is told, with the note); refunded from approved, once refunded. */
  async change(id: string, status: ReturnStatus, note: string | undefined): Promise<ReturnRequest> {
    const found = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!found) throw new NotFoundException(RETURN_NOT_FOUND_MESSAGE);
    const from = found.request.status;
    if (!RETURN_STATUS_CHANGES[from].includes(status))
      throw new ConflictException(returnChangeRefusedMessage(from, status));
    if (status === 'refunded' && !(await this.repository.hasSucceededRefund(found.request.orderId)))
      throw new ConflictException(RETURN_NOT_REFUNDED_YET_MESSAGE);
    const changed = await this.repository.transaction(async (tx) => {
      const row = await this.repository.change(tx, id, from, status, note);
      if (!row) return undefined;
      const shown = { ...found, request: row };
      if ((status === 'approved' || status === 'declined') && found.order.userId)
        await this.outbox.enqueueToAccount(tx, found.order.userId, {
          kind: status === 'approved' ? 'return-approved' : 'return-declined',
          payload: { ...emailPayload(shown), contact: await this.settings.contact(tx) },
        });
      return shown;
    });
    if (!changed)
      return refuseAfterReread(
        () => this.repository.find(id),
        RETURN_NOT_FOUND_MESSAGE,
        (now) => returnChangeRefusedMessage(now.request.status, status),
      );
    return toReturnRequest(changed);
  }
}

function emailPayload({ request, order, lines }: ReturnWithOrder): ReturnEmailPayload {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerName: order.customerName,
    lines: request.lines.map((line) => {
      const [ordered] = linesMatching(lines, line);
      // Named as the order's lines are, in either language (orderLineNameIn).
      const named = ordered && {
        name: ordered.productName,
        nameNe: ordered.productNameNe,
        variant: ordered.variantLabel
          ? { label: ordered.variantLabel, labelNe: ordered.variantLabelNe }
          : null,
      };
      const name = named ? orderLineNameIn(named, 'en') : '';
      const nameNe = named ? orderLineNameIn(named, 'ne') : '';
      return { name, ...(nameNe !== name ? { nameNe } : {}), quantity: line.quantity };
    }),
    reason: request.reason,
    note: request.note,
  };
}
