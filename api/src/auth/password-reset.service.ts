import { createHash, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { SECURITY_EVENTS, securityEvent } from '../common/security-events';
import { APP_CONFIG, type AppConfig } from '../config';
import { type Language, PASSWORD_RESET_INVALID_MESSAGE } from '../contracts';
import { EmailOutbox } from '../mail';
import { ShopSettingsService } from '../settings';
import { LoginAttempts } from './login-attempts';
import { RESET_TOKEN_PATTERN } from './dto/reset-password.dto';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordService } from './password.service';

/** Reset e-mails one account may be sent in an hour; past it a request changes nothing and sends nothing. */
export const RESET_EMAILS_PER_HOUR = 3;

/**
 * The least time a forgot-password request takes, whatever the e-mail: far above what its statements take (a few
 * milliseconds), so the answer's timing is the floor's and never tells a known account from an unknown one.
 */
export const FORGOT_PASSWORD_FLOOR_MS = 200;

/** Only this is stored of a token: a leaked table holds no working link. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password reset by e-mail, as OWASP's Forgot Password Cheat Sheet has it (docs/rules.md, Accounts): the same response
 * whether or not the account exists, a random token of which only the SHA-256 is kept, a link that works once and
 * for PASSWORD_RESET_TTL_MINUTES, a newer request voiding the older links, and a reset that ends every session and
 * tells the account's address. The e-mails are queued in the transactions that cause them (the mail outbox).
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly resets: PasswordResetRepository,
    private readonly passwords: PasswordService,
    private readonly attempts: LoginAttempts,
    private readonly outbox: EmailOutbox,
    private readonly settings: ShopSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Sends a reset link to the account of `email`, if there is one and it had fewer than RESET_EMAILS_PER_HOUR in the
   * last hour. The caller learns nothing either way: a token is made for every request, the same statements run
   * (PasswordResetRepository.request) and the answer comes after FORGOT_PASSWORD_FLOOR_MS. The failed-login counters are not consulted: the link is how a customer gets back into an account others have
   * been guessing at.
   */
  async requestReset(email: string, language: Language = 'en'): Promise<void> {
    const started = performance.now();
    const token = randomBytes(32).toString('base64url');
    const validMinutes = this.config.passwordResetTtlMinutes;
    try {
      await this.resets.request(
        email,
        hashOf(token),
        validMinutes,
        RESET_EMAILS_PER_HOUR,
        async (tx, account) => {
          // The language asked in becomes the account's (its e-mails from now on), this link's e-mail first. For an
          // unknown e-mail the same statements run, aimed at no account.
          await this.outbox.rememberLanguage(tx, account.id, language);
          await this.outbox.enqueueToAccount(tx, account.id, {
            kind: 'password-reset',
            userId: account.id,
            payload: { name: account.name, token, validMinutes, contact: await this.settings.contact(tx) },
          });
        },
      );
    } finally {
      await sleep(Math.max(0, FORGOT_PASSWORD_FLOOR_MS - (performance.now() - started)));
    }
  }

  /**
   * Whether a link still works, without using it up: the reset page asks on opening, so a used or expired link is
   * told at once rather than after a new password is typed. 400 with the reset's own message when it does not.
   */
  async checkLink(token: string): Promise<void> {
    // What cannot be a token is an unknown one, and costs no query.
    if (!RESET_TOKEN_PATTERN.test(token) || !(await this.resets.usable(hashOf(token))))
      throw new BadRequestException(PASSWORD_RESET_INVALID_MESSAGE);
  }

  /**
   * Sets a new password with a link's token: every session of the account ends (it is not signed in either: the
   * owner logs in with the new password), its failed logins are cleared and the 'password changed' e-mail is
   * queued. 400 with one message for an unknown, used or expired token, and nothing changes.
   */
  async reset(token: string, password: string, client: string): Promise<void> {
    const tokenHash = hashOf(token);
    // Checked first, so a made-up token costs no password hashing.
    if (!(await this.resets.usable(tokenHash))) throw new BadRequestException(PASSWORD_RESET_INVALID_MESSAGE);
    const passwordHash = await this.passwords.hash(password);
    // To the account's address in its language, as the reset link was (enqueueToAccount reads both).
    const account = await this.resets.reset(tokenHash, passwordHash, async (tx, changed) =>
      this.outbox.enqueueToAccount(tx, changed.id, {
        kind: 'password-changed',
        userId: changed.id,
        payload: { name: changed.name, contact: await this.settings.contact(tx) },
      }),
    );
    if (!account) throw new BadRequestException(PASSWORD_RESET_INVALID_MESSAGE);
    securityEvent(this.logger, SECURITY_EVENTS.passwordReset, { user: account.id, ip: client });
    await this.attempts.passwordReset(account.email, client);
  }
}
