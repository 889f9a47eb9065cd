import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  DATABASE,
  type Database,
  emails,
  passwordResetTokens,
  type Transaction,
  type UserRow,
  users,
} from '../database';

/** The account a request names, as its reset e-mail needs it. */
export type ResetAccount = Pick<UserRow, 'id' | 'name' | 'email'>;

/** Stands in for the account of an unknown e-mail in the statements every request runs: no row has it. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/** The account the writes of a request that issues nothing are aimed at: they match no row. */
const NO_ONE: ResetAccount = { id: NO_ACCOUNT, name: '', email: '' };

/** What a reset request did: a link was issued, or nothing (an unknown e-mail, or the account's hourly limit). */
export type ResetRequestOutcome = 'issued' | 'unknown' | 'limited';

@Injectable()
export class PasswordResetRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * A reset request, in one transaction: under a lock on the account's row (so two requests at once count each
   * other), the reset e-mails of the last hour are counted; below `perHour` the account's older links are voided,
   * the new one (its hash) is stored and `queue` writes the e-mail. Every path runs the same statements, the
   * writes included: a request that issues nothing aims them at NO_ONE, and they write no row (INSERT … SELECT
   * from the account's row). So an unknown e-mail costs the database what a known one does; past the limit
   * nothing changes (not even the older links, which a stranger could otherwise void at will).
   */
  async request(
    email: string,
    tokenHash: string,
    ttlMinutes: number,
    perHour: number,
    queue: (tx: Transaction, account: ResetAccount) => Promise<void>,
  ): Promise<ResetRequestOutcome> {
    return this.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1)
        .for('no key update');
      const [{ recent }] = await tx
        .select({ recent: sql<number>`count(*)::int` })
        .from(emails)
        .where(
          and(
            eq(emails.userId, account?.id ?? NO_ACCOUNT),
            eq(emails.kind, 'password-reset'),
            gt(emails.createdAt, sql`now() - interval '1 hour'`),
          ),
        );
      const outcome: ResetRequestOutcome = !account ? 'unknown' : recent >= perHour ? 'limited' : 'issued';
      const issuedTo = outcome === 'issued' ? account : NO_ONE;
      await this.voidLinks(tx, issuedTo.id);
      await tx.execute(sql`
        insert into ${passwordResetTokens} (user_id, token_hash, expires_at)
        select ${users.id}, ${tokenHash}, now() + make_interval(mins => ${ttlMinutes}::int)
        from ${users} where ${users.id} = ${issuedTo.id}`);
      await queue(tx, issuedTo);
      return outcome;
    });
  }

  /** Whether a link still works (known, unused, unexpired): checked before the new password is hashed. */
  async usable(tokenHash: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: passwordResetTokens.id })
      .from(passwordResetTokens)
      .where(this.isUsable(tokenHash))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Uses a link, in one transaction: the link is marked used (only if it still works: of two uses at once, one
   * wins), the account gets the new password and a new token version (every session ends), its other links are
   * voided and `queue` writes the 'password changed' e-mail. Undefined, and nothing changed, when the link did
   * not work.
   */
  async reset(
    tokenHash: string,
    passwordHash: string,
    queue: (tx: Transaction, account: ResetAccount) => Promise<void>,
  ): Promise<ResetAccount | undefined> {
    return this.db.transaction(async (tx) => {
      const [link] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: sql`now()` })
        .where(this.isUsable(tokenHash))
        .returning({ userId: passwordResetTokens.userId });
      if (!link) return undefined;
      const [account] = await tx
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, link.userId))
        .returning({ id: users.id, name: users.name, email: users.email });
      if (!account) return undefined; // Deleted meanwhile: there is nothing left to reset.
      await this.voidLinks(tx, account.id);
      await queue(tx, account);
      return account;
    });
  }

  private isUsable(tokenHash: string) {
    return and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, sql`now()`),
    );
  }

  /** Marks the account's links that still work as used. */
  private async voidLinks(tx: Transaction, userId: string): Promise<void> {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }
}
