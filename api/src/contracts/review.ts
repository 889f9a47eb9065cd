// Reviews (issue 54): the shapes of the review calls (docs/api.md, Reviews).
import type { PageQuery } from './common';
import type { ReviewDecision, ReviewSort, ReviewStatus } from './rules/review';

/** A product's rating: approved reviews only; `average` with one decimal, 0 without any. */
export interface ProductRating {
  average: number;
  count: number;
}

/**
 * A review as the shop shows it. `author` is '<first name> <initial>.'; `variant` the variant of the delivered line,
 * if it had one. The author's e-mail, phone and full name are never in it.
 */
export interface Review {
  _id: string;
  product: { _id: string; productName: string };
  rating: number;
  title: string | null;
  text: string;
  author: string;
  verified: true;
  status: ReviewStatus;
  createdAt: string;
  reply: { text: string; at: string } | null;
  variant: { label: string } | null;
}

/** A review as the admin's 'Reviews' screen sees it: with its author's account (GET /api/v1/reviews only). */
export interface AdminReview extends Review {
  /** null once the account is deleted. */
  customer: { _id: string; name: string; email: string } | null;
}

/** POST /api/v1/product/{id}/reviews and PUT /api/v1/reviews/{id} (the author). */
export interface ReviewRequest {
  rating: number;
  title?: string;
  text: string;
}

/** PUT /api/v1/reviews/{id}/moderation (admin). */
export interface ReviewModerationRequest {
  status: ReviewDecision;
  /** 0 to REVIEW_REPLY_MAX characters, shown under the review; '' removes it, absent keeps it. */
  reply?: string;
}

/** GET /api/v1/reviews (admin): newest first, X-Total-Count holds the total. */
export interface ReviewListQuery extends PageQuery {
  status?: ReviewStatus;
  rating?: number;
}

/** GET /api/v1/product/{id}/reviews (public): approved only, REVIEWS_PAGE_SIZE a page. */
export interface ProductReviewsQuery {
  page?: number;
  sort?: ReviewSort;
}

export interface ProductReviews {
  items: Review[];
  /** Approved reviews over every page. */
  total: number;
  average: number;
  count: number;
  /** Approved reviews by rating, 1 to 5 (0 for none). */
  histogram: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** GET /api/v1/product/{id}/reviews/mine (a customer): whether they may write one, and theirs if written. */
export interface MyProductReview {
  mayReview: boolean;
  review: Review | null;
}
