import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import {
  DATABASE,
  type Database,
  type DiscountCodeRow,
  discountCodes,
  discountRedemptions,
  likeContains,
  onConnection,
  type PageWindow,
  pagedRows,
  prepareSql,
  type Transaction,
  users,
  value,
} from '../database';

export type NewDiscountCode = typeof discountCodes.$inferInsert;
export type DiscountCodeChanges = Partial<Omit<NewDiscountCode, 'id' | 'used' | 'createdAt'>>;

/** Who uses a code: the account, and the order's phone number (docs/rules.md, Discount codes). */
export interface DiscountCustomer {
  userId: string;
  /** The order's phone; without it (the cart's check), the phone of the customer's account. */
  phone?: string;
}

/** The discount codes' SQL: the admin's codes, and the uses taken and given back in orders' transactions. */
@Injectable()
export class DiscountsRepository {
  /** A checkout's statements of its code, prepared once (docs/decisions/0081-…). */
  private readonly locked;
  private readonly usesByPhone;
  private readonly usesByAccountsPhone;
  private readonly useTaken;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.locked = db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, value('code')))
      .limit(1)
      .for('update')
      .prepare('discount_lock_by_code');
    this.usesByPhone = usesOf(db, sql`${value('phone')}`).prepare('discount_customer_uses');
    this.usesByAccountsPhone = usesOf(
      db,
      sql`(select ${users.phone} from ${users} where ${users.id} = ${value('userId')})`,
    ).prepare('discount_customer_uses_account_phone');
    this.useTaken = prepareSql<{ id: string }>(
      db,
      'discount_redeem_use',
      sql`
      with taken as (
        update ${discountCodes} set used = used + 1
        where id = ${value('discountId')}::uuid and (usage_limit is null or used < usage_limit)
        returning id
      )
      insert into ${discountRedemptions} (discount_id, order_id, user_id, phone)
      select id, ${value('orderId')}::uuid, ${value('userId')}::uuid, ${value('phone')}::text from taken
      returning id`,
    );
  }

  /** One page of codes, newest first; `codePart` a part of the code (in capitals, taken literally). */
  list(codePart: string | undefined, page: PageWindow) {
    return pagedRows(
      this.db,
      discountCodes,
      codePart ? ilike(discountCodes.code, likeContains(codePart)) : undefined,
      [desc(discountCodes.createdAt), desc(discountCodes.id)],
      page,
    );
  }

  async find(id: string): Promise<DiscountCodeRow | undefined> {
    const [row] = await this.db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
    return row;
  }

  async findByCode(code: string): Promise<DiscountCodeRow | undefined> {
    const [row] = await this.db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
    return row;
  }

  async insert(values: NewDiscountCode): Promise<DiscountCodeRow> {
    const [row] = await this.db.insert(discountCodes).values(values).returning();
    return row;
  }

  /**
   * Changes a code in one statement. A new usage limit applies only when it is not below the uses already taken,
   * judged on the row as it is when the update runs (a checkout may take a use meanwhile): undefined otherwise.
   */
  async update(id: string, changes: DiscountCodeChanges): Promise<DiscountCodeRow | undefined> {
    const [row] = await this.db
      .update(discountCodes)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(discountCodes.id, id),
          typeof changes.usageLimit === 'number'
            ? sql`${discountCodes.used} <= ${changes.usageLimit}`
            : undefined,
        ),
      )
      .returning();
    return row;
  }

  /** Deletes a code no order holds a use of; false when there is none such (gone, or used meanwhile). */
  async deleteUnused(id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(discountCodes)
      .where(and(eq(discountCodes.id, id), eq(discountCodes.used, 0)))
      .returning({ id: discountCodes.id });
    return deleted.length > 0;
  }

  /**
   * In the order's transaction: the code, locked until the transaction ends. A checkout of the same code waits
   * here, and an admin's edit or deactivation either comes before (and is read whole) or waits for the order.
   */
  async lockByCode(tx: Transaction, code: string): Promise<DiscountCodeRow | undefined> {
    const [row] = await onConnection(this.locked, tx).execute({ code });
    return row;
  }

  /** How many uses of the code the customer holds, by account or by phone number (released ones do not count). */
  async customerUses(
    discountId: string,
    { userId, phone }: DiscountCustomer,
    tx?: Transaction,
  ): Promise<number> {
    const statement = phone === undefined ? this.usesByAccountsPhone : this.usesByPhone;
    const [{ uses }] = await onConnection(statement, tx ?? this.db).execute({ discountId, userId, phone });
    return uses;
  }

  /**
   * Takes one use by a conditional update (`used < usage_limit`, or no limit) and records it as the order's
   * redemption, in one statement: false (and nothing written) when none is left.
   */
  async redeemUse(
    tx: Transaction,
    discountId: string,
    orderId: string,
    { userId, phone }: Required<DiscountCustomer>,
  ): Promise<boolean> {
    const { rows } = await onConnection(this.useTaken, tx).execute({ discountId, orderId, userId, phone });
    return rows.length > 0;
  }

  /**
   * In the transaction that cancels an order: its use goes back to the code, once (the redemption is marked
   * released by a conditional update, so a replay finds nothing to give back).
   */
  async release(tx: Transaction, orderId: string): Promise<void> {
    const released = await tx
      .update(discountRedemptions)
      .set({ released: true })
      .where(and(eq(discountRedemptions.orderId, orderId), eq(discountRedemptions.released, false)))
      .returning({ discountId: discountRedemptions.discountId });
    for (const { discountId } of released)
      await tx
        .update(discountCodes)
        .set({ used: sql`greatest(${discountCodes.used} - 1, 0)` })
        .where(eq(discountCodes.id, discountId));
  }
}

/**
 * The customer's uses of a code: by account, or by `phone` (the order's, or the account's own when there is none),
 * or by the account's verified phone, whose uses count under any account.
 */
function usesOf(db: Database, phone: SQL) {
  return db
    .select({ uses: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.discountId, value('discountId')),
        eq(discountRedemptions.released, false),
        or(
          eq(discountRedemptions.userId, value('userId')),
          eq(discountRedemptions.phone, phone),
          sql`${discountRedemptions.phone} = (select ${users.phone} from ${users}
            where ${users.id} = ${value('userId')} and ${users.phoneVerified})`,
        ),
      ),
    );
}
