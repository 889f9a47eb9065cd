import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { type ContactRow, contacts, DATABASE, type Database } from '../database';

/** Upper bound of the public testimonials list. */
export const MAX_TESTIMONIALS = 50;

@Injectable()
export class ContactsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: {
    userId: string;
    name: string;
    email: string;
    message: string;
  }): Promise<ContactRow> {
    const [row] = await this.db.insert(contacts).values(values).returning();
    return row;
  }

  /** Newest first; only the given author's when `userId` is set. */
  async list(userId?: string): Promise<ContactRow[]> {
    return this.db
      .select()
      .from(contacts)
      .where(userId ? eq(contacts.userId, userId) : undefined)
      .orderBy(desc(contacts.createdAt), desc(contacts.id));
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
