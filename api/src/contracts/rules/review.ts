// Reviews (issue 54): who may write one, its bounds and messages, how its author is named in public, and the
// rating a product shows. docs/rules.md, Reviews, says the same in words.

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What the owner decides (PUT /api/v1/reviews/{id}/moderation). */
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
/** The product page's reviews, a page at a time. */
export const REVIEWS_PAGE_SIZE = 10;
/** The admin's 'Reviews' screen, a page at a time. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;
/** Approved reviews the product's answer carries, newest first: what its structured data marks up (Google: a few). */
export const PRODUCT_REVIEWS_SHOWN = 5;
/** Days after an order is marked delivered that its customer is asked for a review of each product. */
export const REVIEW_REQUEST_DAYS = 7;
/**
 * Deliveries older than this are never asked about: a shop upgraded to reviews does not ask every customer it ever
 * delivered to at once, and a request that could not go out in time is not sent weeks late.
 */
export const REVIEW_REQUEST_UNTIL_DAYS = 30;

/** The id of the product page's review form: the review request's link ends with `#write-review`. */
export const REVIEW_FORM_ANCHOR = 'write-review';

export const REVIEW_NOT_ALLOWED_MESSAGE = 'Only customers who received this product can review it.';
export const REVIEW_TWICE_MESSAGE = 'You have already reviewed this product.';
export const REVIEW_RATING_MESSAGE = `Rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`;
export const REVIEW_TITLE_MESSAGE = `Title must be at most ${REVIEW_TITLE_MAX} characters long`;
export const REVIEW_TEXT_MESSAGE = `Review must be ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX.toLocaleString('en-US')} characters long`;
export const REVIEW_NOT_FOUND_MESSAGE = 'Review not found';
export const REVIEW_DELETED_MESSAGE = 'Your review has been deleted.';
// The admin's.
export const REVIEW_REPLY_MESSAGE = `Reply must be at most ${REVIEW_REPLY_MAX} characters long`;
export const REVIEW_DECISION_MESSAGE = `Status must be one of ${REVIEW_DECISIONS.join(', ')}`;

/**
 * How a review's author is named in public: the first name and the last name's initial ('Sita Sharma' → 'Sita S.');
 * a single name stays as it is. Never the full name, e-mail or phone.
 */
export function reviewAuthor(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0];
  const initial = Array.from(words[words.length - 1])[0].toLocaleUpperCase();
  return `${words[0]} ${initial}.`;
}

/** The average of approved ratings with one decimal (4.25 → 4.3), 0 without any. */
export function ratingAverage(sum: number, count: number): number {
  return count > 0 ? Math.round((sum * 10) / count) / 10 : 0;
}
