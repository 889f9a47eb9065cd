import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ApiException } from '../common/http/api-exception';
import { isUuid } from '../common/uuid';
import { pageWindow } from '../common/validation/page-query';
import {
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_DATES_ORDER_MESSAGE,
  DISCOUNT_DUPLICATE_MESSAGE,
  DISCOUNT_NOT_FOUND_MESSAGE,
  DISCOUNT_USED_DELETE_MESSAGE,
  DISCOUNT_USED_UP_MESSAGE,
  type DiscountCode,
  discountUsageBelowUsedMessage,
  discountValueMessage,
  normalizeDiscountCode,
  rupeesToPaisa,
} from '../contracts';
import { type DiscountCodeRow, isUniqueViolation, type Transaction } from '../database';
import { toDiscountCode } from './discount.mapper';
import { type AppliedDiscount, discountVerdict, type DiscountVerdict } from './discount-rules';
import {
  type DiscountCodeChanges,
  type DiscountCustomer,
  DiscountsRepository,
  type NewDiscountCode,
} from './discounts.repository';
import type { CreateDiscountDto, UpdateDiscountDto } from './dto/discount-write.dto';
import type { ListDiscountsQuery } from './dto/list-discounts.query';

/** The admin's codes, and the rules of a code on a cart or an order (docs/rules.md, Discount codes). */
@Injectable()
export class DiscountsService {
  constructor(private readonly repository: DiscountsRepository) {}

  async list(query: ListDiscountsQuery): Promise<{ items: DiscountCode[]; total: number }> {
    const q = query.q ? normalizeDiscountCode(query.q) : undefined;
    const { items, total } = await this.repository.list(q, pageWindow(query));
    return { items: items.map(toDiscountCode), total };
  }

  async get(id: string): Promise<DiscountCode> {
    return toDiscountCode(await this.findOrThrow(id));
  }

  async create(fields: CreateDiscountDto): Promise<DiscountCode> {
    const values = {
      ...this.columns(fields, fields.type),
      code: fields.code,
      type: fields.type,
    } as NewDiscountCode;
    this.checkWhole(values);
    return toDiscountCode(await this.unique(() => this.repository.insert(values)));
  }

  /** Any subset of the fields; the result is checked whole (the value against its type, the dates' order). */
  async update(id: string, fields: UpdateDiscountDto): Promise<DiscountCode> {
    const current = await this.findOrThrow(id);
    const type = fields.type ?? current.type;
    if (fields.type && fields.type !== current.type && fields.value === undefined)
      throw new ApiException(400, discountValueMessage(type, Number.NaN) as string, { field: 'value' });
    const changes = this.columns(fields, type);
    this.checkWhole({ ...current, ...changes });
    const row = await this.unique(() => this.repository.update(id, changes));
    if (row) return toDiscountCode(row);
    const now = await this.findOrThrow(id);
    throw new ApiException(400, discountUsageBelowUsedMessage(now.used), { field: 'usageLimit' });
  }

  /** A code some order holds a use of cannot be deleted (409): it can be deactivated. */
  async remove(id: string): Promise<void> {
    await this.findOrThrow(id);
    if (!(await this.repository.deleteUnused(id))) {
      await this.findOrThrow(id);
      throw new ConflictException(DISCOUNT_USED_DELETE_MESSAGE);
    }
  }

  /**
   * The cart's check: the code on the lines' subtotal for this customer (by account and by the phone of their
   * account), without taking anything.
   */
  async check(typed: string, subtotalPaisa: number, customer: DiscountCustomer): Promise<DiscountVerdict> {
    const code = normalizeDiscountCode(typed);
    const row = DISCOUNT_CODE_PATTERN.test(code) ? await this.repository.findByCode(code) : undefined;
    const uses = row ? await this.repository.customerUses(row.id, customer) : 0;
    return discountVerdict(row, subtotalPaisa, uses, new Date());
  }

  /**
   * In the order's transaction: the code is locked and read once, and its rules checked on that reading, so a code
   * edited or deactivated meanwhile never applies half-changed; the lock is held until the order is written and its
   * use taken (redeem), so no more orders than its limit get it and no customer uses it twice. The customer's uses are
   * counted after the lock is held: a statement of their own, whose snapshot sees an order that held it before.
   */
  async lockedVerdict(
    tx: Transaction,
    typed: string,
    subtotalPaisa: number,
    customer: DiscountCustomer,
  ): Promise<DiscountVerdict> {
    const code = normalizeDiscountCode(typed);
    const row = DISCOUNT_CODE_PATTERN.test(code) ? await this.repository.lockByCode(tx, code) : undefined;
    const uses = row ? await this.repository.customerUses(row.id, customer, tx) : 0;
    return discountVerdict(row, subtotalPaisa, uses, new Date());
  }

  /**
   * In the order's transaction, once the order is written, under lockedVerdict's lock: a use taken by a conditional
   * update and the order's redemption. None left is a 409 and the transaction rolls back.
   */
  async redeem(
    tx: Transaction,
    discount: AppliedDiscount,
    orderId: string,
    customer: Required<DiscountCustomer>,
  ): Promise<void> {
    if (!(await this.repository.redeemUse(tx, discount.discountId, orderId, customer)))
      throw new ConflictException(DISCOUNT_USED_UP_MESSAGE);
  }

  /** In the transaction that cancels an order: its use goes back to its code (once). */
  release(tx: Transaction, orderId: string): Promise<void> {
    return this.repository.release(tx, orderId);
  }

  private async findOrThrow(id: string): Promise<DiscountCodeRow> {
    const row = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!row) throw new NotFoundException(DISCOUNT_NOT_FOUND_MESSAGE);
    return row;
  }

  /** The written fields as columns (money in paisa; a fixed value too). */
  private columns(fields: UpdateDiscountDto, type: DiscountCodeRow['type']): DiscountCodeChanges {
    const changes: DiscountCodeChanges = {};
    if (fields.code !== undefined) changes.code = fields.code;
    if (fields.type !== undefined) changes.type = fields.type;
    if (fields.value !== undefined) {
      const message = discountValueMessage(type, fields.value);
      if (message) throw new ApiException(400, message, { field: 'value' });
      changes.value = type === 'fixed' ? rupeesToPaisa(fields.value) : fields.value;
    }
    if (fields.minSubtotal !== undefined) changes.minSubtotalPaisa = rupeesToPaisa(fields.minSubtotal);
    if (fields.startsAt !== undefined) changes.startsAt = fields.startsAt ? new Date(fields.startsAt) : null;
    if (fields.endsAt !== undefined) changes.endsAt = fields.endsAt ? new Date(fields.endsAt) : null;
    if (fields.usageLimit !== undefined) changes.usageLimit = fields.usageLimit;
    if (fields.perCustomerLimit !== undefined) changes.perCustomerLimit = fields.perCustomerLimit;
    if (fields.active !== undefined) changes.active = fields.active;
    return changes;
  }

  private checkWhole(code: Pick<NewDiscountCode, 'startsAt' | 'endsAt'>): void {
    if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt)
      throw new ApiException(400, DISCOUNT_DATES_ORDER_MESSAGE, { field: 'endsAt' });
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(DISCOUNT_DUPLICATE_MESSAGE);
      throw error;
    }
  }
}
