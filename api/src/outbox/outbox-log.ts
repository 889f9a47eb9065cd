import { ConflictException, NotFoundException } from '@nestjs/common';
import { pageWindow } from '../common/validation/page-query';
import { isUuid } from '../common/uuid';
import type { EmailStatus, PageQuery } from '../contracts';
import type { OutboxRepository, OutboxRow } from './outbox.repository';

/** The log's query: `status`, `q` a part of the recipient, `page` and `limit`. */
export interface OutboxLogQuery extends PageQuery {
  status?: EmailStatus;
  q?: string;
}

/** What one outbox's log says. */
export interface OutboxLogRules<Row extends OutboxRow, Entry> {
  entry: (row: Row) => Entry;
  /** The 404's message for an unknown id. */
  notFound: string;
  /** The kind never resent, and the 409's message: what went out once (a reset link, a code) never goes out twice. */
  notResent: { kind: Row['kind']; message: string };
}

/** The fields of a log entry that every outbox has, in the answer's order after `_id`, `to` and the content. */
export const outboxLogFields = <Row extends OutboxRow>(row: Row) => ({
  kind: row.kind as Row['kind'],
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  orderId: row.orderId,
});

/** An outbox's log for the admin (docs/rules.md, E-mail): what went out, what is waiting, what failed, and Resend. */
export class OutboxLog<Row extends OutboxRow, Entry> {
  constructor(
    protected readonly repository: OutboxRepository<Row>,
    private readonly rules: OutboxLogRules<Row, Entry>,
  ) {}

  async list(query: OutboxLogQuery): Promise<{ items: Entry[]; total: number }> {
    const { items, total } = await this.repository.list(
      { status: query.status, toContains: query.q },
      pageWindow(query),
    );
    return { items: items.map(this.rules.entry), total };
  }

  /** Queues a copy of the message, as a new row of the log that the worker sends like any other. */
  async resend(id: string): Promise<Entry> {
    const original = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!original) throw new NotFoundException(this.rules.notFound);
    if (original.kind === this.rules.notResent.kind)
      throw new ConflictException(this.rules.notResent.message);
    return this.rules.entry(await this.repository.queueCopy(original));
  }
}
