import type { LoggerService } from '@nestjs/common';

/**
 * The events a security team watches, one log line each (documented in docs/rules.md, "Security events").
 * Names are stable: alerts and dashboards match on them.
 */
export const SECURITY_EVENTS = {
  /** A login with an unknown e-mail or a wrong password, or a wrong current password on a password change (`via`). */
  loginFailed: 'auth.login_failed',
  /**
   * An address reached its limit (on one account, or its attempts a minute) and is refused with 429 for a while: logged
   * once per window and key.
   */
  lockedOut: 'auth.locked_out',
  /** An account's failed logins from every address passed LOGIN_FAILURE_LIMIT: its logins now wait. Once per window. */
  loginSlowed: 'auth.login_slowed',
  /** A password was set with an e-mailed reset link: every session of the account ended. */
  passwordReset: 'auth.password_reset',
  /** An admin gave an account another role. */
  roleChanged: 'user.role_changed',
  /** An account was deleted (by an admin). */
  accountDeleted: 'user.deleted',
  /** Khalti reported an amount other than the order's total: the order is not marked paid. */
  paymentAmountMismatch: 'payment.amount_mismatch',
  /** A wallet's return whose signature does not hold (eSewa's `data`): forged or tampered with; nothing changes. */
  paymentReturnForged: 'payment.return_forged',
  /** A status change the rules refuse (a final order, a transition nobody may make). */
  statusChangeRefused: 'order.status_change_refused',
} as const;

export type SecurityEvent = (typeof SECURITY_EVENTS)[keyof typeof SECURITY_EVENTS];

/**
 * Flat values only: who, from where, which record. Never a password, a token or a request body; the production
 * logger redacts those anyway, but an event should not need redacting.
 */
export type SecurityEventDetails = Record<string, string | number | boolean | null | undefined>;

/**
 * Writes one warn-level line for a security event. In production (pino) it is one JSON object whose `event` field
 * is the event's name, e.g. `{"level":40,"event":"auth.login_failed","email":"…","ip":"…","msg":"security event …"}`.
 *
 * @example securityEvent(this.logger, SECURITY_EVENTS.loginFailed, { email, ip: req.ip })
 */
export function securityEvent(
  logger: Pick<LoggerService, 'warn'>,
  event: SecurityEvent,
  details: SecurityEventDetails = {},
): void {
  logger.warn({ ...details, event, msg: `security event ${event}` });
}
