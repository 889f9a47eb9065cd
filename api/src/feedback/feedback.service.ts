import { Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth';
import { isUuid } from '../common/uuid';
import { can, type Feedback, type Testimonial } from '../contracts';
import type { FeedbackRow } from '../database';
import { FeedbackRepository } from './feedback.repository';
import { pageWindow } from '../common/validation/page-query';
import type { CreateFeedbackDto } from './dto/create-feedback.dto';
import type { ListFeedbackQuery } from './dto/list-feedback.query';

export const FEEDBACK_NOT_FOUND = 'Feedback not found';

const toFeedback = (row: FeedbackRow): Feedback => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  message: row.message,
  isFeatured: row.isFeatured,
  createdAt: row.createdAt.toISOString(),
});

@Injectable()
export class FeedbackService {
  constructor(private readonly repository: FeedbackRepository) {}

  /** Stored with the author's user id: that, not the name, decides whose feedback it is (docs/rules.md, Feedback). */
  async create(author: AuthUser, fields: CreateFeedbackDto): Promise<Feedback> {
    return toFeedback(await this.repository.insert({ userId: author.id, ...fields }));
  }

  /**
   * GET /contact by caller: anonymous, the testimonials (name and message only); a customer, their own messages (by
   * account); an admin, every message, `q` filtering by e-mail. Newest first; one page and the total over every page.
   */
  async list(
    caller: AuthUser | undefined,
    query: ListFeedbackQuery,
  ): Promise<{ items: Feedback[] | Testimonial[]; total: number }> {
    if (!caller) {
      const items = await this.testimonials();
      return { items, total: items.length };
    }
    const admin = can(caller.role, 'feedback');
    const { items, total } = await this.repository.list(
      admin ? { emailContains: query.q } : { userId: caller.id },
      pageWindow(query),
    );
    return { items: items.map(toFeedback), total };
  }

  /** Public: name and message only, never the e-mail. */
  async testimonials(): Promise<Testimonial[]> {
    return (await this.repository.featured()).map((row) => ({
      _id: row.id,
      name: row.name,
      message: row.message,
    }));
  }

  async get(id: string): Promise<Feedback> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundException(FEEDBACK_NOT_FOUND);
    return toFeedback(row);
  }

  async setFeatured(id: string, isFeatured: boolean): Promise<Feedback> {
    const row = isUuid(id) ? await this.repository.setFeatured(id, isFeatured) : undefined;
    if (!row) throw new NotFoundException(FEEDBACK_NOT_FOUND);
    return toFeedback(row);
  }

  async remove(id: string): Promise<void> {
    const row = isUuid(id) ? await this.repository.delete(id) : undefined;
    if (!row) throw new NotFoundException(FEEDBACK_NOT_FOUND);
  }
}
