import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ROLE_ADMIN, type Role } from '../contracts';
import {
  DATABASE,
  type Database,
  type NewUserRow,
  type PageWindow,
  pagedRows,
  type Transaction,
  type UserRow,
  users,
  value,
} from '../database';

/** Fields a user may change on their own profile. */
export type ProfileChanges = Pick<NewUserRow, 'name' | 'phone' | 'address' | 'district'> & {
  passwordHash?: string;
};

@Injectable()
export class UsersRepository {
  /** Prepared once: the auth guard reads the account on every authenticated request (docs/decisions/0081-…). */
  private readonly byId;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.byId = db
      .select()
      .from(users)
      .where(eq(users.id, value('id')))
      .limit(1)
      .prepare('account_by_id');
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.byId.execute({ id });
    return row;
  }

  /** Case-insensitive, served by the unique index on lower(email). */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return row;
  }

  async insert(user: NewUserRow): Promise<UserRow> {
    const [row] = await this.db.insert(users).values(user).returning();
    return row;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row.n;
  }

  /**
   * One page of users, newest first, and how many match over every page: only e-mails containing `emailContains`
   * (any case, taken literally: strpos needs no escaping) when it is set.
   */
  async list(
    filter: { emailContains?: string },
    page: PageWindow,
  ): Promise<{ items: UserRow[]; total: number }> {
    const where = filter.emailContains
      ? sql`strpos(lower(${users.email}), ${filter.emailContains.toLowerCase()}) > 0`
      : undefined;
    return pagedRows(this.db, users, where, [desc(users.createdAt), desc(users.id)], page);
  }

  /**
   * A new password also bumps the token version: every older token stops working, and `onNewPassword` runs in the
   * same transaction (the 'password changed' e-mail), so the e-mail exists exactly when the change was committed.
   * With `ifPasswordHash`, only while the password is still that one (a concurrent change leaves nothing to do).
   */
  async updateProfile(
    id: string,
    changes: ProfileChanges,
    ifPasswordHash?: string,
    onNewPassword?: (tx: Transaction, user: UserRow) => Promise<void>,
  ): Promise<UserRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...changes,
          // A new number is not the one that was verified.
          ...(changes.phone !== undefined
            ? {
                phoneVerified: sql`${users.phoneVerified} and ${users.phone} = ${changes.phone}`,
              }
            : {}),
          ...(changes.passwordHash ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), ifPasswordHash ? eq(users.passwordHash, ifPasswordHash) : undefined))
        .returning();
      if (row && changes.passwordHash && onNewPassword) await onNewPassword(tx, row);
      return row;
    });
  }

  /** Logout: tokens carrying the current version stop working at once. */
  async bumpTokenVersion(id: string): Promise<void> {
    await this.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, id));
  }

  /**
   * Sets the role and bumps the token version, in ONE conditional statement: never the owner's account, and a
   * demotion only while another admin remains. Undefined when the condition refused it (or the user is gone).
   */
  async setRole(id: string, role: Role): Promise<UserRow | undefined> {
    const [row] = await this.db
      .update(users)
      .set({ role, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(
        sql`${users.id} = ${id} and not ${users.isOwner}
            and (${role}::smallint = ${ROLE_ADMIN} or exists (select 1 from ${users} other where other.role = ${ROLE_ADMIN} and other.id <> ${id}))`,
      )
      .returning();
    return row;
  }

  /** Never the owner's account. Their orders and messages stay, with user_id set to NULL. */
  async delete(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .delete(users)
      .where(sql`${users.id} = ${id} and not ${users.isOwner}`)
      .returning();
    return row;
  }
}
