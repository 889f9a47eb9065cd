import type { ProductRating } from '@pashmina/contracts';
import { formatCount, useI18n } from '@pashmina/shared-ui';
import { ratingText, Stars } from './Stars';
import styles from './Reviews.module.css';

/**
 * Near the price: the stars, the average and how many reviews, a link to them below (issue 54). Written from the
 * product's own answer, so it is in the first screen; nothing without an approved review.
 */
export function RatingSummary({ rating }: { rating: ProductRating | undefined }) {
  const { i18n, language } = useI18n();
  if (!rating || rating.count < 1) return null;
  return (
    <p className={styles.summary}>
      <Stars value={rating.average} size="md" />
      <span className={styles.average}>{ratingText(rating.average, language)}</span>
      <a className={styles.countLink} href="#reviews">
        {i18n._({
          id: 'reviews.count',
          message: '{count, plural, one {{n} review} other {{n} reviews}}',
          values: { count: rating.count, n: formatCount(rating.count, language) },
        })}
      </a>
    </p>
  );
}
