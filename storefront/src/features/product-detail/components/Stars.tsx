import { REVIEW_RATING_MAX } from '@pashmina/contracts';
import { formatCount, type Language, useI18n } from '@pashmina/shared-ui';
import styles from './Stars.module.css';

/** A rating as a page writes it: one decimal ('4.5', '४.५'; a whole one as '4'). */
export const ratingText = (value: number, language: Language): string =>
  formatCount(Math.round(value * 10) / 10, language);

export interface StarsProps {
  /** 0 to 5, a decimal filled in part. */
  value: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * Five stars filled to `value` (the product page's; a card shows one star and the average, in shared-ui's ProductCard,
 * so that home's first load carries no more than that): drawn for the eye, read as 'Rated 4.5 out of 5' (the count, where there is one,
 * says itself beside them).
 */
export function Stars({ value, size = 'md', className }: StarsProps) {
  const { i18n, language } = useI18n();
  const label = i18n._({
    id: 'reviews.rated',
    message: 'Rated {rating} out of {max}',
    values: { rating: ratingText(value, language), max: ratingText(REVIEW_RATING_MAX, language) },
  });
  const percent = Math.max(0, Math.min(100, (value / REVIEW_RATING_MAX) * 100));
  return (
    <span
      className={[styles.stars, styles[size], className].filter(Boolean).join(' ')}
      role="img"
      aria-label={label}
    >
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.full} style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
