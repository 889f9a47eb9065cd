import { useId, useState } from 'react';
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  type AdminReview,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  type ReviewDecision,
  type ReviewStatus,
} from '@pashmina/contracts';
import { Button, errorMessage, productPath } from '@pashmina/shared-ui';
import { useGetReviewsQuery, useModerateReviewMutation } from '@pashmina/shared-ui/orders';
import {
  Badge,
  type BadgeTone,
  choiceParam,
  formatDateTime,
  PagedList,
  PanelPage,
  pillClassName,
  pillsClassName,
  useListQuery,
} from '@pashmina/shared-ui/panels';
import { adminToast } from '../../../hooks/adminToast';
import {
  NO_REVIEWS_MESSAGE,
  REVIEW_APPROVED_MESSAGE,
  REVIEW_FILTERS,
  REVIEW_REJECTED_MESSAGE,
  REVIEW_STATUS_LABELS,
  REVIEWS_TITLE,
} from '../messages';
import styles from './ReviewsPage.module.css';

const TONES: Record<ReviewStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};
const RATINGS = ['5', '4', '3', '2', '1'] as const;

const REVIEW_LIST = {
  status: choiceParam(
    'status',
    REVIEW_FILTERS.map((filter) => filter.status),
  ),
  rating: choiceParam('rating', RATINGS),
};

/**
 * Customers' reviews (issue 54), newest first, 20 a page, filtered by status and rating: each approved or rejected
 * with a reply shown under it in the shop. Cards, one under the other, at any width.
 */
export function ReviewsPage() {
  const [{ status, rating, page }, go] = useListQuery(REVIEW_LIST);
  const reviews = useGetReviewsQuery(
    { status, rating: rating ? Number(rating) : undefined, page, limit: ADMIN_REVIEWS_PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const ratingId = useId();
  return (
    <PanelPage title={REVIEWS_TITLE}>
      <div className={styles.controls}>
        <div role="group" aria-label="Filter by status" className={pillsClassName}>
          {REVIEW_FILTERS.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={filter.status === status}
              className={pillClassName(filter.status === status)}
              onClick={() => go({ status: filter.status })}
            >
              {filter.label}
            </button>
          ))}
        </div>
        <label htmlFor={ratingId} className={styles.rating}>
          Rating
          <select
            id={ratingId}
            value={rating ?? ''}
            onChange={(event) =>
              go({ rating: (event.target.value || undefined) as (typeof RATINGS)[number] })
            }
          >
            <option value="">All</option>
            {RATINGS.map((value) => (
              <option key={value} value={value}>
                {value} {Number(value) === REVIEW_RATING_MIN ? 'star' : 'stars'}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedList
        query={reviews}
        items={(data) => data.reviews}
        page={page}
        pageSize={ADMIN_REVIEWS_PAGE_SIZE}
        onPageChange={(next) => {
          go({ page: next });
          window.scrollTo({ top: 0 });
        }}
        onPastEnd={(last) => go({ page: last }, { replace: true })}
        loading="Loading reviews..."
        empty={NO_REVIEWS_MESSAGE}
      >
        {(rows) => (
          <ol className={styles.list} aria-label="Reviews">
            {rows.map((review) => (
              <ReviewCard key={review._id} review={review} />
            ))}
          </ol>
        )}
      </PagedList>
    </PanelPage>
  );
}

function ReviewCard({ review }: { review: AdminReview }) {
  const [reply, setReply] = useState(review.reply?.text ?? '');
  const [moderate, { isLoading }] = useModerateReviewMutation();
  const replyId = useId();
  const titleId = useId();
  const decide = async (status: ReviewDecision) => {
    const result = await moderate({
      id: review._id,
      productId: review.product._id,
      status,
      reply: reply.trim(),
    });
    if ('error' in result) adminToast.error(errorMessage(result.error, 'The review could not be saved'));
    else adminToast.success(status === 'approved' ? REVIEW_APPROVED_MESSAGE : REVIEW_REJECTED_MESSAGE);
  };
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <a id={titleId} className={styles.product} href={productPath(review.product._id)}>
          {review.product.productName}
        </a>
        <Badge tone={TONES[review.status]}>{REVIEW_STATUS_LABELS[review.status]}</Badge>
      </div>
      <p className={styles.meta}>
        <span aria-hidden="true" className={styles.stars}>
          {'★'.repeat(review.rating)}
          {'☆'.repeat(REVIEW_RATING_MAX - review.rating)}
        </span>
        <span>
          {review.rating} of {REVIEW_RATING_MAX}
        </span>
        <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
      </p>
      {review.title && <p className={styles.title}>{review.title}</p>}
      <p className={styles.text}>{review.text}</p>
      <p className={styles.meta}>
        <span>
          {review.author}
          {review.customer ? ` · ${review.customer.name} · ${review.customer.email}` : ''}
        </span>
        {review.variant && <span>{review.variant.label}</span>}
      </p>
      <label htmlFor={replyId} className={styles.replyLabel}>
        Reply (shown under the review)
      </label>
      <textarea
        id={replyId}
        className={styles.reply}
        rows={3}
        maxLength={REVIEW_REPLY_MAX}
        value={reply}
        onChange={(event) => setReply(event.target.value)}
      />
      <div className={styles.actions}>
        <Button size="sm" disabled={isLoading} onClick={() => void decide('approved')}>
          Approve
        </Button>
        <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => void decide('rejected')}>
          Reject
        </Button>
      </div>
    </li>
  );
}
