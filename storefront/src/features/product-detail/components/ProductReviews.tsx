import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type Product,
  REVIEW_FORM_ANCHOR,
  REVIEW_RATING_MAX,
  REVIEW_SORTS,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  REVIEWS_PAGE_SIZE,
  type Review,
  type ReviewSort,
} from '@pashmina/contracts';
import {
  Button,
  EmptyState,
  ErrorState,
  errorMessage,
  formatCount,
  selectIsLoggedIn,
  useAppSelector,
  useI18n,
} from '@pashmina/shared-ui';
import { Pagination } from '@pashmina/shared-ui/widgets';
import {
  useCreateReviewMutation,
  useGetMyProductReviewQuery,
  useGetProductReviewsQuery,
} from '@pashmina/shared-ui/orders';
import { ratingText, Stars } from './Stars';
import styles from './Reviews.module.css';

const STAR_VALUES = [5, 4, 3, 2, 1] as const;

/**
 * The product's reviews under its details (issue 54), loaded below the first screen in a chunk of their own: the
 * histogram, the approved reviews with 'Verified buyer', the variant and the shop's reply, sorted and paged, and the
 * 'Write a review' form for a customer who received the product.
 */
export default function ProductReviews({ product }: { product: Product }) {
  const { i18n, language } = useI18n();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const { data, isError, isFetching, refetch } = useGetProductReviewsQuery({
    productId: product._id,
    page,
    sort,
  });
  const sortLabels: Record<ReviewSort, string> = {
    newest: i18n._({ id: 'reviews.sort.newest', message: 'Newest' }),
    highest: i18n._({ id: 'reviews.sort.highest', message: 'Highest rated' }),
    lowest: i18n._({ id: 'reviews.sort.lowest', message: 'Lowest rated' }),
  };
  const title = i18n._({ id: 'reviews.title', message: 'Reviews' });
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        {title}
      </h2>
      {/* Nothing while they load: below the first screen, a spinner would only be one more thing moving. */}
      {!data && isFetching ? null : isError || !data ? (
        <ErrorState
          compact
          message={i18n._({ id: 'reviews.loadFailed', message: 'We could not load the reviews.' })}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          {data.count > 0 && (
            <div className={styles.overview}>
              <p className={styles.summary}>
                <Stars value={data.average} size="lg" />
                <span className={styles.average}>{ratingText(data.average, language)}</span>
                <span className={styles.muted}>
                  {i18n._({
                    id: 'reviews.count',
                    message: '{count, plural, one {{n} review} other {{n} reviews}}',
                    values: { count: data.count, n: formatCount(data.count, language) },
                  })}
                </span>
              </p>
              <Histogram histogram={data.histogram} count={data.count} />
            </div>
          )}
          <ReviewForm product={product} />
          {data.total === 0 ? (
            <EmptyState compact message={i18n._({ id: 'reviews.none', message: 'No reviews yet.' })} />
          ) : (
            <>
              <label className={styles.sort}>
                {i18n._({ id: 'reviews.sort', message: 'Sort by' })}
                <select
                  value={sort}
                  onChange={(event) => {
                    setSort(event.target.value as ReviewSort);
                    setPage(1);
                  }}
                >
                  {REVIEW_SORTS.map((value) => (
                    <option key={value} value={value}>
                      {sortLabels[value]}
                    </option>
                  ))}
                </select>
              </label>
              <ol className={styles.list}>
                {data.items.map((review) => (
                  <ReviewItem key={review._id} review={review} />
                ))}
              </ol>
              {data.total > REVIEWS_PAGE_SIZE && (
                <Pagination
                  page={page}
                  totalPages={Math.ceil(data.total / REVIEWS_PAGE_SIZE)}
                  onPageChange={setPage}
                  label={i18n._({ id: 'reviews.pages', message: 'Pages of reviews' })}
                />
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}

/** How many approved reviews gave each number of stars, as bars. */
function Histogram({ histogram, count }: { histogram: Record<string, number>; count: number }) {
  const { i18n, language } = useI18n();
  return (
    <ul
      className={styles.histogram}
      aria-label={i18n._({ id: 'reviews.histogram', message: 'Reviews by rating' })}
    >
      {STAR_VALUES.map((stars) => {
        const n = histogram[String(stars)] ?? 0;
        return (
          <li key={stars} className={styles.bar}>
            <span className={styles.barLabel}>
              {i18n._({
                id: 'reviews.histogram.stars',
                message: '{stars} stars',
                values: { stars: formatCount(stars, language) },
              })}
            </span>
            <span className={styles.barTrack} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${count ? (n / count) * 100 : 0}%` }} />
            </span>
            <span className={styles.barCount}>{formatCount(n, language)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { i18n, language } = useI18n();
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language === 'ne' ? 'ne-NP' : 'en-GB', { dateStyle: 'medium' }).format(
      new Date(iso),
    );
  return (
    <li className={styles.review}>
      <p className={styles.reviewHead}>
        <Stars value={review.rating} size="sm" />
        {review.title && <strong className={styles.reviewTitle}>{review.title}</strong>}
      </p>
      <p className={styles.byline}>
        <span>{review.author}</span>
        {review.verified && (
          <span className={styles.verified}>
            {i18n._({ id: 'reviews.verified', message: 'Verified buyer' })}
          </span>
        )}
        {review.variant && <span className={styles.muted}>{review.variant.label}</span>}
        <time className={styles.muted} dateTime={review.createdAt}>
          {date(review.createdAt)}
        </time>
      </p>
      <p className={styles.text}>{review.text}</p>
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>
            {i18n._({ id: 'reviews.reply', message: 'Reply from the shop' })}
          </p>
          <p className={styles.text}>{review.reply.text}</p>
        </div>
      )}
    </li>
  );
}

/** 'Write a review', for a signed-in customer who received the product and has not reviewed it. */
function ReviewForm({ product }: { product: Product }) {
  const { i18n, language } = useI18n();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: mine } = useGetMyProductReviewQuery(product._id, { skip: !loggedIn });
  const [create, { isLoading, error }] = useCreateReviewMutation();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const shown = !!mine?.mayReview;
  // The review request's link ends with #write-review: the form comes after the page, so it is scrolled to then.
  useEffect(() => {
    if (shown && window.location.hash === `#${REVIEW_FORM_ANCHOR}`) form.current?.scrollIntoView();
  }, [shown]);
  if (!loggedIn || !mine) return null;
  if (sent || (mine.review && mine.review.status === 'pending'))
    return (
      <p className={styles.notice} role="status">
        {i18n._({
          id: 'reviews.sent',
          message: 'Thank you! Your review will appear once the shop has checked it.',
        })}
      </p>
    );
  if (!mine.mayReview) return null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({
      productId: product._id,
      rating,
      text,
      ...(title.trim() ? { title } : {}),
    });
    if ('data' in result) setSent(true);
  };
  return (
    <form ref={form} id={REVIEW_FORM_ANCHOR} className={styles.form} onSubmit={(event) => void submit(event)}>
      <h3 className={styles.formTitle}>{i18n._({ id: 'reviews.write', message: 'Write a review' })}</h3>
      <fieldset className={styles.rating}>
        <legend>{i18n._({ id: 'reviews.form.rating', message: 'Your rating' })}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value} className={styles.ratingChoice}>
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
              required
            />
            <span aria-hidden="true" className={value <= rating ? styles.starOn : styles.starOff}>
              ★
            </span>
            <span className={styles.visuallyHidden}>
              {i18n._({
                id: 'reviews.form.stars',
                message: '{stars} of {max} stars',
                values: {
                  stars: formatCount(value, language),
                  max: formatCount(REVIEW_RATING_MAX, language),
                },
              })}
            </span>
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        {i18n._({ id: 'reviews.form.title', message: 'Title (optional)' })}
        <input
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      <label className={styles.field}>
        {i18n._({ id: 'reviews.form.text', message: 'Your review' })}
        <textarea
          value={text}
          rows={5}
          minLength={REVIEW_TEXT_MIN}
          maxLength={REVIEW_TEXT_MAX}
          required
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {errorMessage(error, i18n._({ id: 'error.title', message: 'Something went wrong' }))}
        </p>
      )}
      <Button type="submit" disabled={isLoading || rating === 0}>
        {i18n._({ id: 'reviews.form.submit', message: 'Send review' })}
      </Button>
    </form>
  );
}
