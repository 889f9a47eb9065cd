import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { Language, TextMessageKind } from '../contracts';
import { DATABASE, type Database, PreparedInserts, type Transaction, textMessages, users } from '../database';

/** One text to queue: its kind, the 10-digit number, its final text, and what it is about. */
export interface OutgoingText {
  kind: TextMessageKind;
  to: string;
  text: string;
  orderId?: string | null;
  userId?: string | null;
}

/**
 * The writing end of the texts' outbox (docs/decisions/0008, as for e-mail): written in the transaction of the change
 * that causes them, so a text exists exactly when its change was committed; the text worker sends them.
 */
@Injectable()
export class TextOutbox {
  /** Prepared once per number of texts (a checkout queues one). */
  private readonly inserts;

  constructor(@Inject(DATABASE) db: Database) {
    this.inserts = new PreparedInserts<Required<OutgoingText>>(
      db,
      textMessages,
      ['kind', 'to', 'text', 'orderId', 'userId'],
      'outbox_texts',
    );
  }

  async enqueue(tx: Transaction, ...texts: OutgoingText[]): Promise<void> {
    await this.inserts.insert(
      tx,
      texts.map((text) => ({
        kind: text.kind,
        to: text.to,
        text: text.text,
        orderId: text.orderId ?? null,
        userId: text.userId ?? null,
      })),
    );
  }

  /** The language of an account's texts: its e-mails' (docs/rules.md, Languages); English without an account. */
  async languageOf(tx: Transaction, userId: string | null): Promise<Language> {
    if (!userId) return 'en';
    const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return row?.language === 'ne' ? 'ne' : 'en';
  }
}
