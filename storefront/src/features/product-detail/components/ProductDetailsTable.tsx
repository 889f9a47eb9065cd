import type { Product } from '@pashmina/contracts';
import { useI18n } from '@pashmina/shared-ui';
import styles from './ProductDetail.module.css';

/** Composition, size and weight; 'NA' ('उपलब्ध छैन') for a detail it does not have (docs/rules.md, Products). */
export function ProductDetailsTable({
  product,
}: {
  product: Pick<Product, 'composition' | 'size' | 'weight'>;
}) {
  const { i18n } = useI18n();
  const missing = i18n._({ id: 'product.missing', message: 'NA' });
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
            <td>{value?.trim() ? value : missing}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
