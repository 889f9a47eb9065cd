import type { Product } from '@pashmina/contracts';
import { useI18n } from '@pashmina/shared-ui';
import styles from './ProductDetail.module.css';

/** Shown for a detail the product does not have (docs/rules.md, Products). */
export const MISSING = 'NA';

const show = (value: string | null | undefined) => (value && value.trim() ? value : MISSING);

/** Composition, size and weight; 'NA' when missing. */
export function ProductDetailsTable({
  product,
}: {
  product: Pick<Product, 'composition' | 'size' | 'weight'>;
}) {
  const { i18n } = useI18n();
  const rows = [
    [i18n._({ id: 'product.composition', message: 'Composition' }), product.composition],
    [i18n._({ id: 'product.size', message: 'Size' }), product.size],
    [i18n._({ id: 'product.weight', message: 'Weight' }), product.weight],
  ] as const;
  return (
    <table className={styles.details}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{show(value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
