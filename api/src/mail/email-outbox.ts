import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Language } from '../contracts';
import {
  DATABASE,
  type Database,
  emails,
  type NewEmailRow,
  onConnection,
  PreparedInserts,
  type Transaction,
  users,
  value,
} from '../database';
import type { OutgoingEmail } from './email-messages';

/** An e-mail to an account: its recipient is the account's own address, read when it is queued. */
export type AccountEmail = OutgoingEmail extends infer E
  ? E extends OutgoingEmail
    ? Omit<E, 'to'>
    : never
  : never;
import { subjectOf } from './subjects';

/**
 * `message` to the address `to` in the account's `language`: a Nepali one carries `language: 'ne'` in its payload,
 * from which its subject and body are written in Nepali; an English one's is as it always was.
 */
export function inLanguage(message: AccountEmail, to: string, language: Language): OutgoingEmail {
  return (
    language === 'ne'
      ? { ...message, to, payload: { ...message.payload, language: 'ne' as const } }
      : { ...message, to }
  ) as OutgoingEmail;
}

/**
 * The writing end of the transactional outbox: the services that change an order or an account queue their e-mails
 * here, in their own transaction, so an e-mail exists exactly when its change was committed. The mail worker
 * (mail-worker.ts) sends what is due; nothing here waits for a mail server.
 */
@Injectable()
export class EmailOutbox {
  /** Prepared once per number of messages (a checkout queues two); the account's language, as a checkout writes it. */
  private readonly inserts;
  private readonly languageRemembered;

  constructor(@Inject(DATABASE) db: Database) {
    this.languageRemembered = db
      .update(users)
      .set({ language: sql`${value('language')}` })
      .where(and(eq(users.id, value('accountId')), ne(users.language, value('language'))))
      .prepare('account_remember_language');
    this.inserts = new PreparedInserts<
      Pick<NewEmailRow, 'kind' | 'to' | 'subject' | 'payload' | 'orderId' | 'userId'>
    >(db, emails, ['kind', 'to', 'subject', 'payload', 'orderId', 'userId'], 'outbox_emails');
  }

  async enqueue(tx: Transaction, ...messages: OutgoingEmail[]): Promise<void> {
    await this.inserts.insert(
      tx,
      messages.map((message) => ({
        kind: message.kind,
        to: message.to,
        subject: subjectOf(message),
        payload: message.payload,
        orderId: 'orderId' in message.payload ? message.payload.orderId : null,
        userId: 'userId' in message ? message.userId : null,
      })),
    );
  }

  /**
   * Queues `message` to the account `accountId`, at the address the account has now (never one a request typed),
   * by one INSERT … SELECT from the account's row: no account, no e-mail, and the same statement runs either way
   * (a password reset must not tell whether an account exists). In the account's language too, read in the same
   * statement: a Nepali account's e-mail gets the Nepali subject and `language: 'ne'` in its payload, from which it
   * is rendered in Nepali; an English one's row is as it always was.
   */
  async enqueueToAccount(tx: Transaction, accountId: string, message: AccountEmail): Promise<void> {
    const orderId = 'orderId' in message.payload ? message.payload.orderId : null;
    const inNepali = inLanguage(message, '', 'ne');
    await tx.execute(sql`
      insert into ${emails} (kind, "to", subject, payload, order_id, user_id)
      select ${message.kind}::email_kind, ${users.email},
        case when ${users.language} = 'ne' then ${subjectOf(inNepali)}
          else ${subjectOf(inLanguage(message, '', 'en'))} end,
        case when ${users.language} = 'ne' then ${JSON.stringify(inNepali.payload)}::jsonb
          else ${JSON.stringify(message.payload)}::jsonb end,
        ${orderId}::uuid, ${'userId' in message ? users.id : sql`null::uuid`}
      from ${users} where ${users.id} = ${accountId}`);
  }

  /**
   * The language the account's e-mails are written in from now on: the one its customer orders or asks for a reset
   * in (docs/rules.md, Languages). In the caller's transaction, before its e-mails are queued. An unknown account
   * (a reset for an e-mail nobody has) changes no row, with the same statement as a known one.
   */
  async rememberLanguage(tx: Transaction, accountId: string, language: Language): Promise<void> {
    // Written only when it changes: most orders come in the language of the one before, and leave the row alone.
    await onConnection(this.languageRemembered, tx).execute({ accountId, language });
  }
}
