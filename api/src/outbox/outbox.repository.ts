import { and, asc, desc, eq, ilike, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EmailStatus } from '../contracts';
import { type Database, likeContains, type PageWindow, pagedRows } from '../database';

/** The columns the outbox's SQL reads and writes: outboxColumns() (database/schema) with an id, a kind, a recipient. */
type OutboxColumn =
  | 'id'
  | 'kind'
  | 'to'
  | 'status'
  | 'attempts'
  | 'lastError'
  | 'nextAttemptAt'
  | 'claimedUntil'
  | 'orderId'
  | 'userId'
  | 'createdAt'
  | 'sentAt';

/** A table of messages waiting to be sent and sent: `emails`, `text_messages`. */
export type OutboxTable = PgTable & Record<OutboxColumn, PgColumn>;

/** What every outbox row holds, whatever its content. */
export interface OutboxRow {
  id: string;
  kind: string;
  to: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  claimedUntil: Date | null;
  orderId: string | null;
  userId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Which messages the admin's log shows. */
export interface OutboxFilter {
  status?: EmailStatus;
  /** The recipient contains this text (any case, taken literally). */
  toContains?: string;
}

/** What one outbox keeps of its own: what its rows hold after the last attempt, and what a resend copies. */
export interface OutboxContent<Row> {
  /**
   * Columns written when a message has gone or failed, by their property names: what the log must never keep (a
   * reset link, a phone code) or no longer needs (an e-mail as rendered for its retries).
   */
  afterLastAttempt: Record<string, SQL | null>;
  /** The columns a resend copies, besides the kind, the recipient, the order and the account. */
  copied(row: Row): Record<string, unknown>;
}

/** `ms` milliseconds as an SQL interval, from a whole number the caller computed (never a caller's text). */
const millis = (ms: number) => sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;

/**
 * An outbox's SQL (docs/decisions/0008 and 0077), the same for every table of messages: the worker's claims and
 * outcomes, the admin's log and its resend.
 */
export class OutboxRepository<Row extends OutboxRow> {
  constructor(
    protected readonly db: Database,
    protected readonly table: OutboxTable,
    private readonly content: OutboxContent<Row>,
  ) {}

  /**
   * Claims up to `limit` due messages for `claimMs`, in one statement (no transaction is held while the server is
   * talked to: PGlite has one connection). SKIP LOCKED and the claim keep two workers (two API instances) off the
   * same row; a worker that dies mid-send leaves a claim that runs out, and the message is due again. The due rows
   * are found through the partial index on next_attempt_at of the queued ones.
   */
  async claimDue(limit: number, claimMs: number): Promise<Row[]> {
    const t = this.table;
    const due = this.db
      .select({ id: t.id })
      .from(t)
      .where(
        and(
          eq(t.status, 'queued'),
          lte(t.nextAttemptAt, sql`now()`),
          or(isNull(t.claimedUntil), lt(t.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(t.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = (await this.update({
      claimedUntil: sql`now() + ${millis(claimMs)}`,
      attempts: sql`${t.attempts} + 1`,
    })
      .where(inArray(t.id, due))
      .returning()) as Row[];
    // RETURNING keeps no order: the messages go out in the order they fell due (a customer's confirmation before the
    // next one's), as the claim chose them.
    return claimed.sort(
      (a, b) =>
        a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
  }

  async markSent(id: string): Promise<void> {
    await this.update({
      status: 'sent',
      sentAt: sql`now()`,
      claimedUntil: null,
      ...this.content.afterLastAttempt,
    }).where(this.queuedRow(id));
  }

  /**
   * A temporary failure: due again after `waitMs`, unless that is past `giveUpMs` after it was queued, when it has
   * failed. `kept`: columns written with the outcome (the sender's code, the message as rendered), by property name.
   * Returns the status it now has.
   */
  async markRetry(
    id: string,
    error: string,
    waitMs: number,
    giveUpMs: number,
    kept: Record<string, unknown> = {},
  ): Promise<EmailStatus | undefined> {
    const t = this.table;
    const tooLate = sql`now() + ${millis(waitMs)} > ${t.createdAt} + ${millis(giveUpMs)}`;
    const columns = t as unknown as Record<string, PgColumn>;
    const lastOrNot = Object.fromEntries(
      Object.entries(this.content.afterLastAttempt).map(([key, last]) => [
        key,
        sql`case when ${tooLate} then ${last ?? sql`null`} else ${key in kept ? kept[key] : columns[key]} end`,
      ]),
    );
    const [row] = (await this.update({
      ...kept,
      lastError: error,
      claimedUntil: null,
      nextAttemptAt: sql`now() + ${millis(waitMs)}`,
      status: sql`case when ${tooLate} then 'failed'::email_status else 'queued'::email_status end`,
      ...lastOrNot,
    })
      .where(this.queuedRow(id))
      .returning({ status: t.status })) as { status: EmailStatus }[];
    return row?.status;
  }

  /** A permanent failure (a 5xx reply, a message that cannot be rendered): never tried again. */
  async markFailed(id: string, error: string): Promise<void> {
    await this.update({
      status: 'failed',
      lastError: error,
      claimedUntil: null,
      ...this.content.afterLastAttempt,
    }).where(this.queuedRow(id));
  }

  /** Messages waiting to be sent (the e-mails' metric pashmina_email_queue_depth). */
  async queuedCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(this.table)
      .where(eq(this.table.status, 'queued'));
    return row.n;
  }

  /** One page of the log, newest first, and how many match over every page. */
  async list(filter: OutboxFilter, page: PageWindow): Promise<{ items: Row[]; total: number }> {
    const t = this.table;
    const where: SQL | undefined = and(
      filter.status ? eq(t.status, filter.status) : undefined,
      filter.toContains ? ilike(t.to, likeContains(filter.toContains)) : undefined,
    );
    const { items, total } = await pagedRows(this.db, t, where, [desc(t.createdAt), desc(t.id)], page);
    return { items: items as unknown as Row[], total };
  }

  async findById(id: string): Promise<Row | undefined> {
    const [row] = await this.db.select().from(this.table).where(eq(this.table.id, id)).limit(1);
    return row as Row | undefined;
  }

  /** Queues a copy of a message: a new row of the log, due at once. */
  async queueCopy(original: Row): Promise<Row> {
    const [copy] = await this.db
      .insert(this.table)
      .values({
        kind: original.kind,
        to: original.to,
        ...this.content.copied(original),
        orderId: original.orderId,
        userId: original.userId,
      } as never)
      .returning();
    return copy as unknown as Row;
  }

  /** An UPDATE of the table, its values by property name (drizzle maps them to the columns). */
  private update(values: Record<string, unknown>) {
    return this.db.update(this.table).set(values as never);
  }

  /** The row, while it is queued: an outcome never overwrites one already written. */
  private queuedRow(id: string): SQL | undefined {
    return and(eq(this.table.id, id), eq(this.table.status, 'queued'));
  }
}
