import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../auth';
import { isUuid } from '../common/uuid';
import { pageWindow } from '../common/validation/page-query';
import { APP_CONFIG, type AppConfig } from '../config';
import {
  type AdminReview,
  ADMIN_REVIEWS_PAGE_SIZE,
  type MyProductReview,
  PRODUCT_NOT_FOUND_MESSAGE,
  type ProductReviews,
  type ProductReviewsQuery,
  ratingAverage,
  REVIEW_NOT_ALLOWED_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_TWICE_MESSAGE,
  type Review,
  reviewAuthor,
  type ReviewListQuery,
  type ReviewModerationRequest,
  type ReviewRequest,
  REVIEWS_PAGE_SIZE,
  can,
} from '../contracts';
import { isUniqueViolation } from '../database';
import { EmailOutbox } from '../mail';
import { toAdminReview, toReview } from './review.mapper';
import { type RatingCounts, ReviewsRepository } from './reviews.repository';

/**
 * Reviews (docs/rules.md, Reviews): written by a customer with a delivered order holding the product, once per
 * product; held (`pending`) until the owner approves or rejects them; shown in public when approved. Every change
 * that can move an approved review writes the product's rating in the same transaction, which moves the catalog's
 * version: the cached lists show the new rating at once (docs/decisions/0013-the-catalog-cache.md).
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly repository: ReviewsRepository,
    private readonly outbox: EmailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(author: AuthUser, productId: string, body: ReviewRequest): Promise<Review> {
    const product = await this.existingProduct(productId);
    const line = await this.repository.deliveredLine(author.id, product.id);
    if (!line) throw new ForbiddenException(REVIEW_NOT_ALLOWED_MESSAGE);
    if (await this.repository.findMine(author.id, product.id))
      throw new ConflictException(REVIEW_TWICE_MESSAGE);
    try {
      const row = await this.repository.transaction(async (tx) => {
        const inserted = await this.repository.insert(tx, {
          productId: product.id,
          userId: author.id,
          author: reviewAuthor(author.name),
          variantLabel: line.variantLabel,
          rating: body.rating,
          title: body.title ?? null,
          text: body.text,
        });
        await this.outbox.enqueue(tx, {
          kind: 'new-review',
          to: this.config.shopAlertEmail,
          payload: {
            reviewId: inserted.id,
            productId: product.id,
            productName: product.name,
            author: inserted.author,
            rating: inserted.rating,
            title: inserted.title,
            text: inserted.text,
          },
        });
        return inserted;
      });
      return toReview({ review: row, productName: product.name });
    } catch (error) {
      // Two requests at once: the unique index keeps one.
      if (isUniqueViolation(error)) throw new ConflictException(REVIEW_TWICE_MESSAGE);
      throw error;
    }
  }

  /** The author edits their own: it is held again (`pending`) and leaves the rating until approved again. */
  async update(author: AuthUser, id: string, body: ReviewRequest): Promise<Review> {
    const found = await this.existing(id);
    if (found.review.userId !== author.id) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
    const row = await this.repository.transaction(async (tx) => {
      const changed = await this.repository.update(tx, id, {
        rating: body.rating,
        title: body.title ?? null,
        text: body.text,
        status: 'pending',
      });
      if (changed) await this.repository.refreshRating(tx, changed.productId);
      return changed;
    });
    if (!row) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
    return toReview({ review: row, productName: found.productName });
  }

  /** The author removes their own (an admin may remove any). */
  async remove(caller: AuthUser, id: string): Promise<void> {
    const found = await this.existing(id);
    if (found.review.userId !== caller.id && !can(caller.role, 'reviews'))
      throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
    const removed = await this.repository.transaction(async (tx) => {
      const row = await this.repository.delete(tx, id);
      if (row) await this.repository.refreshRating(tx, row.productId);
      return row;
    });
    if (!removed) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
  }

  /** The owner approves or rejects, with a reply shown under it ('' removes the reply, absent keeps it). */
  async moderate(id: string, body: ReviewModerationRequest): Promise<AdminReview> {
    const found = await this.existing(id);
    const reply = body.reply === undefined ? undefined : body.reply.trim() || null;
    const changed = await this.repository.transaction(async (tx) => {
      const row = await this.repository.update(tx, id, {
        status: body.status,
        ...(reply === undefined
          ? {}
          : reply === found.review.reply
            ? {}
            : { reply, replyAt: reply === null ? null : new Date() }),
      });
      // An approved review's new reply shows on the product's page, its rating unchanged.
      if (row) await this.repository.refreshRating(tx, row.productId, row.status === 'approved');
      return row;
    });
    if (!changed) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
    return toAdminReview({ ...found, review: changed });
  }

  async list(query: ReviewListQuery): Promise<{ items: AdminReview[]; total: number }> {
    const { items, total } = await this.repository.list(
      { status: query.status, rating: query.rating },
      pageWindow({ page: query.page, limit: query.limit ?? ADMIN_REVIEWS_PAGE_SIZE }),
    );
    return { items: items.map(toAdminReview), total };
  }

  /** The product page's reviews: approved only, REVIEWS_PAGE_SIZE a page, with the product's figures. */
  async ofProduct(productId: string, query: ProductReviewsQuery): Promise<ProductReviews> {
    const product = await this.existingProduct(productId);
    const [rows, counts] = await Promise.all([
      this.repository.approvedPage(
        product.id,
        query.sort ?? 'newest',
        pageWindow({ page: query.page, limit: REVIEWS_PAGE_SIZE }),
      ),
      this.repository.ratingCounts(product.id),
    ]);
    const { count, sum } = figuresOf(counts);
    return {
      items: rows.map(toReview),
      total: count,
      average: ratingAverage(sum, count),
      count,
      histogram: { '1': counts[1], '2': counts[2], '3': counts[3], '4': counts[4], '5': counts[5] },
    };
  }

  /** Whether the caller may write a review of the product, and theirs if written (whatever its status). */
  async mine(caller: AuthUser, productId: string): Promise<MyProductReview> {
    const product = await this.existingProduct(productId);
    const own = await this.repository.findMine(caller.id, product.id);
    if (own) return { mayReview: false, review: toReview(own) };
    return { mayReview: !!(await this.repository.deliveredLine(caller.id, product.id)), review: null };
  }

  private async existing(id: string) {
    const found = isUuid(id) ? await this.repository.find(id) : undefined;
    if (!found) throw new NotFoundException(REVIEW_NOT_FOUND_MESSAGE);
    return found;
  }

  private async existingProduct(id: string) {
    const row = isUuid(id) ? await this.repository.findProduct(id) : undefined;
    if (!row) throw new NotFoundException(PRODUCT_NOT_FOUND_MESSAGE);
    return row;
  }
}

function figuresOf(counts: RatingCounts): { count: number; sum: number } {
  let count = 0;
  let sum = 0;
  for (const rating of [1, 2, 3, 4, 5] as const) {
    count += counts[rating];
    sum += rating * counts[rating];
  }
  return { count, sum };
}
