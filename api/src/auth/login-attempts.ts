import { setTimeout as sleep } from 'node:timers/promises';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import type { RetryLater } from '../common/http/retry-later';
import { SECURITY_EVENTS, securityEvent } from '../common/security-events';
import { FailureCounters } from '../common/throttling';
import { APP_CONFIG, type AppConfig } from '../config';
import { englishOf } from '../contracts';

export const LOGIN_LOCKED = englishOf('LOGIN_LOCKED');
/** Failed logins are counted in a window this long, starting at the first failure. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** The wait of the first attempt on an account past LOGIN_FAILURE_LIMIT failures from every address together… */
export const LOGIN_SLOWDOWN_FIRST_MS = 500;
/** …doubling with each further failure, up to this. */
export const LOGIN_SLOWDOWN_MAX_MS = 4_000;

/**
 * How long an attempt on an account waits, given the account's failures in the window from every address: nothing
 * up to `limit`, then 0.5 s, 1 s, 2 s, 4 s, 4 s, …
 */
export function slowdownFor(accountFailures: number, limit: number): number {
  const beyond = accountFailures - limit;
  if (beyond <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN_FIRST_MS * 2 ** Math.min(beyond - 1, 16), LOGIN_SLOWDOWN_MAX_MS);
}

/** 429 for an address past its failed logins on an account; the exception filter sends Retry-After. */
export class LoginLockedException extends HttpException implements RetryLater {
  constructor(readonly retryAfterSeconds: number) {
    super(LOGIN_LOCKED, HttpStatus.TOO_MANY_REQUESTS);
  }
}

// Counter names (FailureCounters hashes them): an e-mail, known or not, and an e-mail from one client address. Neither
// an e-mail nor an address holds a space.
const accountKey = (email: string) => `login:${email.trim().toLowerCase()}`;
const addressKey = (email: string, client: string) => `login-from:${client} ${email.trim().toLowerCase()}`;

/**
 * The password guesses against an account (docs/rules.md, Login limits), wherever they are made: a login, or the
 * current password of a password change. Counted twice:
 * - per account AND client address: past LOGIN_FAILURE_LIMIT attempts in the window that address gets 429 for that
 *   account, even with the right password, until the window ends. Counted before the password is checked, atomically,
 *   so parallel guesses cannot slip past the limit; the right password clears it.
 * - per account from every address: past LOGIN_FAILURE_LIMIT failures each further attempt on the account waits
 *   (slowdownFor) before its password is checked, but is never refused. So nobody can lock an account for its owner by
 *   guessing from elsewhere, and guesses spread over many addresses still come slowly. This count is not cleared by
 *   the owner's login (that would let a spread-out guesser off); it ends with its window, or with a password reset.
 * Unknown e-mails are counted alike, so the responses never tell which accounts exist.
 */
@Injectable()
export class LoginAttempts {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly failures: FailureCounters,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Before checking a password: 429 for an address past its limit on the account, else the account's wait. */
  async before(email: string, client: string): Promise<void> {
    const limit = this.config.loginFailureLimit;
    const fromHere = await this.failures.add(addressKey(email, client), LOGIN_FAILURE_WINDOW_MS);
    if (fromHere.count > limit) {
      // Logged once per window: its first refusal.
      if (fromHere.count === limit + 1)
        securityEvent(this.logger, SECURITY_EVENTS.lockedOut, {
          email: email.trim().toLowerCase(),
          ip: client,
          limit: 'account-address',
          retryAfterSeconds: fromHere.retryAfterSeconds,
        });
      throw new LoginLockedException(fromHere.retryAfterSeconds);
    }
    const wait = slowdownFor((await this.failures.read(accountKey(email))).count, limit);
    if (wait > 0) await sleep(wait);
  }

  /** A wrong password: one more failure of the account from every address; returns that count. */
  async failed(email: string, client: string): Promise<number> {
    const onAccount = await this.failures.add(accountKey(email), LOGIN_FAILURE_WINDOW_MS);
    if (onAccount.count === this.config.loginFailureLimit + 1)
      securityEvent(this.logger, SECURITY_EVENTS.loginSlowed, {
        email: email.trim().toLowerCase(),
        ip: client,
        retryAfterSeconds: onAccount.retryAfterSeconds,
      });
    return onAccount.count;
  }

  /** The right password: this address starts afresh on the account. */
  succeeded(email: string, client: string): Promise<void> {
    return this.failures.clear(addressKey(email, client));
  }

  /**
   * A password reset: the account's failures from every address and those of the address that reset it are
   * cleared (an address that guessed stays limited until its window ends: other addresses' counters are not known).
   */
  async passwordReset(email: string, client: string): Promise<void> {
    await this.failures.clear(accountKey(email));
    await this.failures.clear(addressKey(email, client));
  }
}
