import { Inject, Injectable } from '@nestjs/common';
import { and, desc, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database, type TextMessageRow, textMessages } from '../database';
import { OutboxRepository } from '../outbox';

/** A phone code's text is blanked once it has gone or failed: the log never keeps a code that could still work. */
const textAfterLastAttempt = sql`case when ${textMessages.kind} = 'phone-code' then '' else ${textMessages.text} end`;

/** The texts' outbox SQL (OutboxRepository, as for e-mail), and Sparrow's alert. */
@Injectable()
export class TextMessagesRepository extends OutboxRepository<TextMessageRow> {
  constructor(@Inject(DATABASE) db: Database) {
    super(db, textMessages, {
      afterLastAttempt: { text: textAfterLastAttempt },
      copied: (row) => ({ text: row.text }),
    });
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
