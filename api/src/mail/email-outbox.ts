import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { emails, type Transaction, users } from '../database';
import type { OutgoingEmail } from './email-messages';
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
   * Queues `message` only if its `userId` names an account, by one INSERT … SELECT from the account's row: the
   * same statement runs whether or not a row is written, for a request that must not tell whether an account
   * exists (the password reset).
   */
  async enqueueForAccount(tx: Transaction, message: OutgoingEmail & { userId: string }): Promise<void> {
    await tx.execute(sql`
      insert into ${emails} (kind, "to", subject, payload, user_id)
      select ${message.kind}::email_kind, ${message.to}, ${subjectOf(message)},
        ${JSON.stringify(message.payload)}::jsonb, ${users.id}
      from ${users} where ${users.id} = ${message.userId}`);
  }
}
