import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';

/** Texts kept: the newest, in memory, gone at restart. */
export const SMS_OUTBOX_SIZE = 300;

export interface SmsOutboxMessage {
  id: string;
  to: string;
  text: string;
  receivedAt: string;
}

/**
 * The built-in SMS outbox of development (docs/rules.md, Text messages): what would have gone to Sparrow SMS without
 * a token, newest first, on /sandbox/sms (this machine only, like the mailbox).
 */
@Injectable()
export class SmsOutbox {
  private readonly messages: SmsOutboxMessage[] = [];

  receive(to: string, text: string): void {
    this.messages.unshift({ id: randomUUID(), to, text, receivedAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, SMS_OUTBOX_SIZE);
  }

  list(): SmsOutboxMessage[] {
    return [...this.messages];
  }
}
