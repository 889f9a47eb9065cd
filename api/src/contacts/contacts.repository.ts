import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike } from 'drizzle-orm';
import {
  type ContactRow,
  contacts,
  DATABASE,
  type Database,
  likeContains,
  type PageWindow,
  pagedRows,
} from '../database';

/** Upper bound of the public testimonials list. */
export const MAX_TESTIMONIALS = 50;

@Injectable()
export class ContactsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: {
    userId: string | null;
    name: string;
    email: string;
    message: string;
    isFeatured?: boolean;
    createdAt?: Date;
  }): Promise<ContactRow> {
    const [row] = await this.db.insert(contacts).values(values).returning();
    return row;
  }

  /**
   * One page, newest first, and how many match over every page: only the given author's when `userId` is set, only
   * e-mails containing `emailContains` (case-insensitive, taken literally) when that is set.
   */
  async list(
    filter: { userId?: string; emailContains?: string },
    page: PageWindow,
  ): Promise<{ items: ContactRow[]; total: number }> {
    const where = and(
      filter.userId ? eq(contacts.userId, filter.userId) : undefined,
      filter.emailContains ? ilike(contacts.email, likeContains(filter.emailContains)) : undefined,
    );
    return pagedRows(this.db, contacts, where, [desc(contacts.createdAt), desc(contacts.id)], page);
  }

  async featured(): Promise<Pick<ContactRow, 'id' | 'name' | 'message'>[]> {
    return this.db
      .select({ id: contacts.id, name: contacts.name, message: contacts.message })
      .from(contacts)
      .where(eq(contacts.isFeatured, true))
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(MAX_TESTIMONIALS);
  }

  async findById(id: string): Promise<ContactRow | undefined> {
    const [row] = await this.db.select().from(contacts).where(eq(contacts.id, id)).limit(1);
    return row;
  }

  async setFeatured(id: string, isFeatured: boolean): Promise<ContactRow | undefined> {
    const [row] = await this.db.update(contacts).set({ isFeatured }).where(eq(contacts.id, id)).returning();
    return row;
  }

  async delete(id: string): Promise<ContactRow | undefined> {
    const [row] = await this.db.delete(contacts).where(eq(contacts.id, id)).returning();
    return row;
  }
}
