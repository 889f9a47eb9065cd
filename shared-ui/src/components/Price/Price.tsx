import { salePrice } from '@pashmina/contracts';
import { formatRupees } from '../../money';
import styles from './Price.module.css';

export interface PriceProps {
  /** List price in rupees. */
  price: number;
  /** Discount in percent (0 to 100). */
  discount?: number;
  /** Sale price from the API; computed from price and discount when left out. */
  sale?: number;
  /** md for cards, lg for the product page. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** The wrapping element. Default p. */
  as?: 'p' | 'span' | 'div';
}

/** 'Rs. 4,500' or, when discounted, the sale price, the struck original and '-x%'. */
export function Price({ price, discount = 0, sale, size = 'md', className, as: Tag = 'p' }: PriceProps) {
  const classes = [styles.price, styles[size], className].filter(Boolean).join(' ');
  if (!discount || discount <= 0) {
    return (
      <Tag className={classes}>
        <span className={styles.current}>{formatRupees(price)}</span>
      </Tag>
    );
  }
  const now = sale ?? salePrice(price, discount);
  return (
    <Tag className={classes}>
      <span className={styles.current}>
        <span className="visually-hidden">Sale price </span>
        {formatRupees(now)}
      </span>{' '}
      <s className={styles.original}>
        <span className="visually-hidden">Original price </span>
        {formatRupees(price)}
      </s>{' '}
      <span className={styles.discount}>-{discount}%</span>
    </Tag>
  );
}
