import type { AdminReview, Review } from '../contracts';
import type { ReviewWithNames } from './reviews.repository';

/** A review as the public reads it: the author as '<first name> <initial>.', never the account. */
export function toReview({ review, productName }: Pick<ReviewWithNames, 'review' | 'productName'>): Review {
  return {
    _id: review.id,
    product: { _id: review.productId, productName },
    rating: review.rating,
    title: review.title,
    text: review.text,
    author: review.author,
    verified: true,
    status: review.status,
    createdAt: review.createdAt.toISOString(),
    reply: review.reply && review.replyAt ? { text: review.reply, at: review.replyAt.toISOString() } : null,
    variant: review.variantLabel ? { label: review.variantLabel } : null,
  };
}

/** The admin's: with the author's account. */
export function toAdminReview(found: ReviewWithNames): AdminReview {
  return {
    ...toReview(found),
    customer: found.customer
      ? { _id: found.customer.id, name: found.customer.name, email: found.customer.email }
      : null,
  };
}
