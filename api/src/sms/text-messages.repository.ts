import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { EmailStatus } from '../contracts';
import {
  DATABASE,
  type Database,
  likeContains,
  type PageWindow,
  pagedRows,
  type TextMessageRow,
  textMessages,
} from '../database';

const millis = (ms: number) => sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;

/** A phone code's text is blanked once it has gone or failed: the log never keeps a code that could still work. */
const textAfterLastAttempt = sql`case when ${textMessages.kind} = 'phone-code' then '' else ${textMessages.text} end`;

export interface TextFilter {
  status?: EmailStatus;
  toContains?: string;
}

/** The texts' outbox SQL, as EmailsRepository's for e-mail: claims, outcomes, the admin's log and resend. */
@Injectable()
export class TextMessagesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Claims up to `limit` due texts for `claimMs` in one statement (SKIP LOCKED: two instances never share one). */
  async claimDue(limit: number, claimMs: number): Promise<TextMessageRow[]> {
    const due = this.db
      .select({ id: textMessages.id })
      .from(textMessages)
      .where(
        and(
          eq(textMessages.status, 'queued'),
          lte(textMessages.nextAttemptAt, sql`now()`),
          or(isNull(textMessages.claimedUntil), lt(textMessages.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(textMessages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(textMessages)
      .set({ claimedUntil: sql`now() + ${millis(claimMs)}`, attempts: sql`${textMessages.attempts} + 1` })
      .where(inArray(textMessages.id, due))
      .returning();
    return claimed.sort(
      (a, b) =>
        a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .update(textMessages)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, text: textAfterLastAttempt })
      .where(and(eq(textMessages.id, id), eq(textMessages.status, 'queued')));
  }

  /** Due again after `waitMs`, unless that is past `giveUpMs` after it was queued: then failed. */
  async markRetry(
    id: string,
    error: { message: string; code: number | null },
    waitMs: number,
    giveUpMs: number,
  ): Promise<EmailStatus | undefined> {
    const tooLate = sql`now() + ${millis(waitMs)} > ${textMessages.createdAt} + ${millis(giveUpMs)}`;
    const [row] = await this.db
      .update(textMessages)
      .set({
        lastError: error.message,
        errorCode: error.code,
        claimedUntil: null,
        nextAttemptAt: sql`now() + ${millis(waitMs)}`,
        status: sql`case when ${tooLate} then 'failed'::email_status else 'queued'::email_status end`,
        text: sql`case when ${tooLate} then ${textAfterLastAttempt} else ${textMessages.text} end`,
      })
      .where(and(eq(textMessages.id, id), eq(textMessages.status, 'queued')))
      .returning({ status: textMessages.status });
    return row?.status;
  }

  async list(filter: TextFilter, page: PageWindow): Promise<{ items: TextMessageRow[]; total: number }> {
    const where: SQL | undefined = and(
      filter.status ? eq(textMessages.status, filter.status) : undefined,
      filter.toContains ? ilike(textMessages.to, likeContains(filter.toContains)) : undefined,
    );
    return pagedRows(
      this.db,
      textMessages,
      where,
      [desc(textMessages.createdAt), desc(textMessages.id)],
      page,
    );
  }

  async findById(id: string): Promise<TextMessageRow | undefined> {
    const [row] = await this.db.select().from(textMessages).where(eq(textMessages.id, id)).limit(1);
    return row;
  }

  async queueCopy(original: TextMessageRow): Promise<TextMessageRow> {
    const [copy] = await this.db
      .insert(textMessages)
      .values({
        kind: original.kind,
        to: original.to,
        text: original.text,
        orderId: original.orderId,
        userId: original.userId,
      })
      .returning();
    return copy;
  }

  /**
   * The latest text Sparrow refused with one of `codes` (a bad token, no credit) that has not gone out since, unless
   * a text went out after it was queued: then the owner has dealt with it.
   */
  async alert(codes: readonly number[]): Promise<TextMessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(textMessages)
      .where(
        and(
          inArray(textMessages.errorCode, [...codes]),
          sql`${textMessages.status} <> 'sent'`,
          sql`not exists (select 1 from ${textMessages} later
            where later.status = 'sent' and later.sent_at > ${textMessages}.created_at)`,
        ),
      )
      .orderBy(desc(textMessages.createdAt))
      .limit(1);
    return row;
  }
}
