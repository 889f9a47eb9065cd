import { LOW_STOCK_THRESHOLD } from '@pashmina/contracts';
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
  return (
    <p className={[styles.stock, styles[tone], className].filter(Boolean).join(' ')} data-tone={tone}>
      <span className={styles.dot} aria-hidden="true" />
      {tone === 'out' ? 'Out of Stock' : `${stock} in stock`}
    </p>
  );
}
