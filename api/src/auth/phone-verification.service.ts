import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { BadRequestException, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_TOO_MANY_MESSAGE,
  PHONE_CODE_TTL_MINUTES,
  PHONE_CODE_WRONG_MESSAGE,
  PHONE_CODES_PER_ACCOUNT_DAY,
  PHONE_CODES_PER_PHONE_HOUR,
  type SessionUser,
} from '../contracts';
import { DATABASE, type Database, phoneCodes, users } from '../database';
import { phoneCodeText, TextOutbox } from '../sms';
import type { AuthUser } from './auth-user';
import { toSessionUser } from './session-user';

/** A code's hash: with the account and the phone, so a row's hash tells nothing of another's code. */
const hashOf = (userId: string, phone: string, code: string) =>
  createHash('sha256').update(`${userId}:${phone}:${code}`).digest('hex');

/** 429 past the codes a phone or an account may ask for. */
export class TooManyCodesException extends HttpException {
  constructor() {
    super(PHONE_CODE_TOO_MANY_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * The phone check before cash on delivery (docs/rules.md, Text messages): a six-digit code texted to a phone, valid
 * 10 minutes, at most 3 a phone an hour and 10 an account a day; the fifth wrong try ends it, as does a newer code.
 * The right one makes the number the account's phone, verified. Codes are kept hashed; the text is written in the
 * code's transaction (the texts' outbox) and blanked from the log once it has gone.
 */
@Injectable()
export class PhoneVerification {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly texts: TextOutbox,
  ) {}

  async sendCode(caller: AuthUser, phone: string): Promise<void> {
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    await this.db.transaction(async (tx) => {
      // Counted under a lock on the account, so two requests at once cannot both pass its limit.
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${caller.id} for no key update`);
      const [{ perPhone }] = await tx
        .select({ perPhone: sql<number>`count(*)::int` })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, sql`now() - interval '1 hour'`)));
      const [{ perAccount }] = await tx
        .select({ perAccount: sql<number>`count(*)::int` })
        .from(phoneCodes)
        .where(
          and(eq(phoneCodes.userId, caller.id), gt(phoneCodes.createdAt, sql`now() - interval '1 day'`)),
        );
      if (perPhone >= PHONE_CODES_PER_PHONE_HOUR || perAccount >= PHONE_CODES_PER_ACCOUNT_DAY)
        throw new TooManyCodesException();
      // A newer code ends the older ones.
      await tx
        .update(phoneCodes)
        .set({ endedAt: sql`now()` })
        .where(and(eq(phoneCodes.userId, caller.id), isNull(phoneCodes.endedAt)));
      await tx.insert(phoneCodes).values({
        userId: caller.id,
        phone,
        codeHash: hashOf(caller.id, phone, code),
        expiresAt: sql`now() + ${PHONE_CODE_TTL_MINUTES}::integer * interval '1 minute'` as unknown as Date,
      });
      const language = await this.texts.languageOf(tx, caller.id);
      await this.texts.enqueue(tx, {
        kind: 'phone-code',
        to: phone,
        text: phoneCodeText(code, language),
        userId: caller.id,
      });
    });
  }

  /** The right code: the account's phone is now this number, verified. Else 400, and a wrong try counted. */
  async verify(caller: AuthUser, phone: string, code: string): Promise<SessionUser> {
    const verified = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(phoneCodes)
        .where(
          and(
            eq(phoneCodes.userId, caller.id),
            eq(phoneCodes.phone, phone),
            isNull(phoneCodes.endedAt),
            gt(phoneCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(phoneCodes.createdAt))
        .limit(1)
        .for('update');
      if (!current) return undefined;
      const expected = Buffer.from(current.codeHash, 'hex');
      const given = Buffer.from(hashOf(caller.id, phone, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const tries = current.wrongTries + 1;
        await tx
          .update(phoneCodes)
          .set({ wrongTries: tries, ...(tries >= PHONE_CODE_MAX_TRIES ? { endedAt: sql`now()` } : {}) })
          .where(eq(phoneCodes.id, current.id));
        return undefined;
      }
      await tx
        .update(phoneCodes)
        .set({ endedAt: sql`now()` })
        .where(eq(phoneCodes.id, current.id));
      const [user] = await tx
        .update(users)
        .set({ phone, phoneVerified: true, updatedAt: new Date() })
        .where(eq(users.id, caller.id))
        .returning();
      return user;
    });
    if (!verified) throw new BadRequestException(PHONE_CODE_WRONG_MESSAGE);
    return toSessionUser(verified);
  }

  /** Whether texts can be asked for at all (SMS off: no code can arrive). */
  get available(): boolean {
    return this.config.sms.enabled;
  }
}
