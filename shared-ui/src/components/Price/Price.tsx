import { salePrice } from '@pashmina/contracts';
import { formatAmount, formatCount } from '../../i18n/numbers';
import { useI18n } from '../../i18n/useI18n';
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
  const { i18n, language } = useI18n();
  const money = (rupees: number) => formatAmount(rupees, language);
  if (!discount || discount <= 0) {
    return (
      <Tag className={classes}>
        <span className={styles.current}>{money(price)}</span>
      </Tag>
    );
  }
  const now = sale ?? salePrice(price, discount);
  return (
    <Tag className={classes}>
      <span className={styles.current}>
        <span className="visually-hidden">{i18n._({ id: 'price.sale', message: 'Sale price' })} </span>
        {money(now)}
      </span>{' '}
      <s className={styles.original}>
        <span className="visually-hidden">
          {i18n._({ id: 'price.original', message: 'Original price' })}{' '}
        </span>
        {money(price)}
      </s>{' '}
      <span className={styles.discount}>-{formatCount(discount, language)}%</span>
    </Tag>
  );
}
