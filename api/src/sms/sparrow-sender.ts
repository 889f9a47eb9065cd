import { Inject, Injectable, Optional } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { SmsOutbox } from './outbox/sms-outbox.service';

/** How long Sparrow may take: the worker's claim on a text (MAIL_CLAIM_MS) outlasts it. */
const SPARROW_TIMEOUT_MS = 15_000;

/** Sparrow's answers the owner must act on: a bad token (1002) and no credit (1013), with a 403. */
export const SPARROW_ALERT_CODES = [1002, 1013] as const;

/** Why a text was not sent: Sparrow's code when it answered with one. Every failure is tried again. */
export class TextSendFailure extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * Sends a text through Sparrow SMS's API (POST form: token, from, to, text): a 200 with `response_code: 200` is sent,
 * anything else a TextSendFailure with Sparrow's code. Without a token, to the development outbox (/sandbox/sms).
 */
@Injectable()
export class SparrowSender {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Optional() private readonly outbox?: SmsOutbox,
  ) {}

  /** Whether texts can go anywhere: Sparrow, or the development outbox. Else they stay queued. */
  get enabled(): boolean {
    return this.config.sms.enabled && Boolean(this.config.sms.token || this.outbox);
  }

  async send(to: string, text: string): Promise<void> {
    const { token, from, url } = this.config.sms;
    if (!token) {
      if (!this.outbox) throw new TextSendFailure('No SMS gateway: set SPARROW_SMS_TOKEN', null);
      this.outbox.receive(to, text);
      return;
    }
    let response: Response;
    try {
      response = await fetch(`${url}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, from, to, text }).toString(),
        signal: AbortSignal.timeout(SPARROW_TIMEOUT_MS),
      });
    } catch (error) {
      throw new TextSendFailure(
        `Sparrow SMS could not be reached: ${String((error as Error).message)}`,
        null,
      );
    }
    const body = (await response.json().catch(() => ({}))) as { response_code?: unknown; response?: unknown };
    const code = typeof body.response_code === 'number' ? body.response_code : Number(body.response_code);
    if (response.status === 200 && code === 200) return;
    const said = typeof body.response === 'string' ? body.response.slice(0, 300) : '';
    throw new TextSendFailure(
      `Sparrow SMS answered ${response.status} with code ${Number.isFinite(code) ? code : 'none'}${said ? `: ${said}` : ''}`,
      Number.isFinite(code) ? code : null,
    );
  }
}
