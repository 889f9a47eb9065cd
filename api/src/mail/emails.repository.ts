import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { EmailStatus } from '../contracts';
import {
  DATABASE,
  type Database,
  type EmailRow,
  emails,
  likeContains,
  type PageWindow,
  pagedRows,
} from '../database';

/** Which e-mails the admin's log shows. */
export interface EmailFilter {
  status?: EmailStatus;
  /** The recipient contains this text (any case, taken literally). */
  toContains?: string;
}

/** `ms` milliseconds as an SQL interval, from a whole number the caller computed (never a caller's text). */
const millis = (ms: number) => sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;

/**
 * A password reset's link is erased from its row once the e-mail has gone or failed: the log keeps who got a reset
 * e-mail and when, never a link that could still be used.
 */
const payloadAfterLastAttempt = sql`case when ${emails.kind} = 'password-reset'
  then jsonb_set(${emails.payload}, '{token}', 'null'::jsonb) else ${emails.payload} end`;

/** The outbox's SQL: the worker's claims and outcomes, the admin's log and its resend. */
@Injectable()
export class EmailsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Claims up to `limit` due e-mails for `claimMs`, in one statement (no transaction is held while the mail server
   * is talked to: PGlite has one connection). SKIP LOCKED and the claim keep two workers (two API instances) off the
   * same row; a worker that dies mid-send leaves a claim that runs out, and the e-mail is due again. The due rows
   * are found through the partial index on next_attempt_at of the queued ones.
   */
  async claimDue(limit: number, claimMs: number): Promise<EmailRow[]> {
    const due = this.db
      .select({ id: emails.id })
      .from(emails)
      .where(
        and(
          eq(emails.status, 'queued'),
          lte(emails.nextAttemptAt, sql`now()`),
          or(isNull(emails.claimedUntil), lt(emails.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(emails.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.db
      .update(emails)
      .set({ claimedUntil: sql`now() + ${millis(claimMs)}`, attempts: sql`${emails.attempts} + 1` })
      .where(inArray(emails.id, due))
      .returning();
    // RETURNING keeps no order: the e-mails go out in the order they fell due (a customer's confirmation before the
    // next one's), as the claim chose them.
    return claimed.sort(
      (a, b) =>
        a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  }

  async markSent(id: string): Promise<void> {
    await this.db
      .update(emails)
      .set({ status: 'sent', sentAt: sql`now()`, claimedUntil: null, payload: payloadAfterLastAttempt })
      .where(and(eq(emails.id, id), eq(emails.status, 'queued')));
  }

  /**
   * A temporary failure: due again after `waitMs`, unless that is past `giveUpMs` after it was queued, when it has
   * failed. Returns the status it now has.
   */
  async markRetry(
    id: string,
    error: string,
    waitMs: number,
    giveUpMs: number,
  ): Promise<EmailStatus | undefined> {
    const tooLate = sql`now() + ${millis(waitMs)} > ${emails.createdAt} + ${millis(giveUpMs)}`;
    const [row] = await this.db
      .update(emails)
      .set({
        lastError: error,
        claimedUntil: null,
        nextAttemptAt: sql`now() + ${millis(waitMs)}`,
        status: sql`case when ${tooLate} then 'failed'::email_status else 'queued'::email_status end`,
        payload: sql`case when ${tooLate} then ${payloadAfterLastAttempt} else ${emails.payload} end`,
      })
      .where(and(eq(emails.id, id), eq(emails.status, 'queued')))
      .returning({ status: emails.status });
    return row?.status;
  }

  /** A permanent failure (a 5xx reply, a message that cannot be rendered): never tried again. */
  async markFailed(id: string, error: string): Promise<void> {
    await this.db
      .update(emails)
      .set({ status: 'failed', lastError: error, claimedUntil: null, payload: payloadAfterLastAttempt })
      .where(and(eq(emails.id, id), eq(emails.status, 'queued')));
  }

  /** E-mails waiting to be sent (the metric pashmina_email_queue_depth). */
  async queuedCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emails)
      .where(eq(emails.status, 'queued'));
    return row.n;
  }

  /** One page of the log, newest first, and how many match over every page. */
  async list(filter: EmailFilter, page: PageWindow): Promise<{ items: EmailRow[]; total: number }> {
    return pagedRows(this.db, emails, whereEmails(filter), [desc(emails.createdAt), desc(emails.id)], page);
  }

  async findById(id: string): Promise<EmailRow | undefined> {
    const [row] = await this.db.select().from(emails).where(eq(emails.id, id)).limit(1);
    return row;
  }

  /** Queues a copy of an e-mail (a new row of the log, due at once); undefined when the original is gone. */
  async queueCopy(id: string): Promise<EmailRow | undefined> {
    const [original] = await this.db.select().from(emails).where(eq(emails.id, id)).limit(1);
    if (!original) return undefined;
    const [copy] = await this.db
      .insert(emails)
      .values({
        kind: original.kind,
        to: original.to,
        subject: original.subject,
        payload: original.payload,
        orderId: original.orderId,
        userId: original.userId,
      })
      .returning();
    return copy;
  }
}

function whereEmails(filter: EmailFilter): SQL | undefined {
  return and(
    filter.status ? eq(emails.status, filter.status) : undefined,
    filter.toContains ? ilike(emails.to, likeContains(filter.toContains)) : undefined,
  );
}
