import { LOW_STOCK_THRESHOLD } from '@pashmina/contracts';
import { formatCount, useI18n } from '@pashmina/shared-ui';
import styles from './StockStatus.module.css';

export type StockTone = 'out' | 'low' | 'ok';

export function stockTone(stock: number): StockTone {
  if (stock <= 0) return 'out';
  return stock < LOW_STOCK_THRESHOLD ? 'low' : 'ok';
}

export interface StockStatusProps {
  stock: number;
  className?: string;
}

/** 'Out of Stock' at 0; '{n} in stock' in red under LOW_STOCK_THRESHOLD, in green otherwise. */
export function StockStatus({ stock, className }: StockStatusProps) {
  const tone = stockTone(stock);
  const { i18n, language } = useI18n();
  return (
    <p className={[styles.stock, styles[tone], className].filter(Boolean).join(' ')} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {tone === 'out'
        ? i18n._({ id: 'stock.out', message: 'Out of Stock' })
        : i18n._({ id: 'stock.count', message: '{n} in stock', values: { n: formatCount(stock, language) } })}
    </p>
  );
}
