import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { emails, type Transaction, users } from '../database';
import type { OutgoingEmail } from './email-messages';

/** An e-mail to an account: its recipient is the account's own address, read when it is queued. */
export type AccountEmail = OutgoingEmail extends infer E
  ? E extends OutgoingEmail
    ? Omit<E, 'to'>
    : never
  : never;
import { subjectOf } from './subjects';

/**
 * The writing end of the transactional outbox: the services that change an order or an account queue their e-mails
 * here, in their own transaction, so an e-mail exists exactly when its change was committed. The mail worker
 * (mail-worker.ts) sends what is due; nothing here waits for a mail server.
 */
@Injectable()
export class EmailOutbox {
  async enqueue(tx: Transaction, ...messages: OutgoingEmail[]): Promise<void> {
    if (!messages.length) return;
    await tx.insert(emails).values(
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
   * (a password reset must not tell whether an account exists).
   */
  async enqueueToAccount(tx: Transaction, accountId: string, message: AccountEmail): Promise<void> {
    const orderId = 'orderId' in message.payload ? message.payload.orderId : null;
    await tx.execute(sql`
      insert into ${emails} (kind, "to", subject, payload, order_id, user_id)
      select ${message.kind}::email_kind, ${users.email}, ${subjectOf({ ...message, to: '' } as OutgoingEmail)},
        ${JSON.stringify(message.payload)}::jsonb, ${orderId}::uuid, ${'userId' in message ? users.id : sql`null::uuid`}
      from ${users} where ${users.id} = ${accountId}`);
  }
}
