import type { Product } from '@pashmina/contracts';
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
  const rows = [
    ['Composition', product.composition],
    ['Size', product.size],
    ['Weight', product.weight],
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
