import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, ilike } from 'drizzle-orm';
import {
  type FeedbackRow,
  feedback,
  DATABASE,
  type Database,
  likeContains,
  type PageWindow,
  pagedRows,
} from '../database';

/** Upper bound of the public testimonials list. */
export const MAX_TESTIMONIALS = 50;

@Injectable()
export class FeedbackRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: {
    userId: string | null;
    name: string;
    email: string;
    message: string;
    isFeatured?: boolean;
    createdAt?: Date;
  }): Promise<FeedbackRow> {
    const [row] = await this.db.insert(feedback).values(values).returning();
    return row;
  }

  /**
   * One page, newest first, and how many match over every page: only the given author's when `userId` is set, only
   * e-mails containing `emailContains` (case-insensitive, taken literally) when that is set.
   */
  async list(
    filter: { userId?: string; emailContains?: string },
    page: PageWindow,
  ): Promise<{ items: FeedbackRow[]; total: number }> {
    const where = and(
      filter.userId ? eq(feedback.userId, filter.userId) : undefined,
      filter.emailContains ? ilike(feedback.email, likeContains(filter.emailContains)) : undefined,
    );
    return pagedRows(this.db, feedback, where, [desc(feedback.createdAt), desc(feedback.id)], page);
  }

  async featured(): Promise<Pick<FeedbackRow, 'id' | 'name' | 'message'>[]> {
    return this.db
      .select({ id: feedback.id, name: feedback.name, message: feedback.message })
      .from(feedback)
      .where(eq(feedback.isFeatured, true))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(MAX_TESTIMONIALS);
  }

  async findById(id: string): Promise<FeedbackRow | undefined> {
    const [row] = await this.db.select().from(feedback).where(eq(feedback.id, id)).limit(1);
    return row;
  }

  async setFeatured(id: string, isFeatured: boolean): Promise<FeedbackRow | undefined> {
    const [row] = await this.db.update(feedback).set({ isFeatured }).where(eq(feedback.id, id)).returning();
    return row;
  }

  async delete(id: string): Promise<FeedbackRow | undefined> {
    const [row] = await this.db.delete(feedback).where(eq(feedback.id, id)).returning();
    return row;
  }
}
