import type { Product } from '@pashmina/contracts';
import { useI18n } from '@pashmina/shared-ui';
import type { Choice } from '../variantChoice';
import styles from './ProductDetail.module.css';

type Detail = 'composition' | 'size' | 'weight';

/**
 * A detail that is also an option of the product (a 'Size' option): the value chosen, or before that the values it
 * comes in; undefined when no option is named like it.
 */
function fromOptions(product: Pick<Product, 'options'>, choice: Choice, detail: Detail): string | undefined {
  const option = product.options.find((o) => o.name.trim().toLowerCase() === detail);
  if (!option) return undefined;
  return choice[option.name] ?? option.values.join(', ');
}

/**
 * Composition, size and weight: the chosen variant's value where an option is named like one; 'NA' ('उपलब्ध छैन')
 * for a detail it does not have (docs/rules.md, Products).
 */
export function ProductDetailsTable({
  product,
  choice = {},
}: {
  product: Pick<Product, 'composition' | 'size' | 'weight'> & Partial<Pick<Product, 'options'>>;
  choice?: Choice;
}) {
  const { i18n } = useI18n();
  const valueOf = (detail: Detail) =>
    fromOptions({ options: product.options ?? [] }, choice, detail) ?? product[detail];
  const missing = i18n._({ id: 'product.missing', message: 'NA' });
  const rows = [
    [i18n._({ id: 'product.composition', message: 'Composition' }), valueOf('composition')],
    [i18n._({ id: 'product.size', message: 'Size' }), valueOf('size')],
    [i18n._({ id: 'product.weight', message: 'Weight' }), valueOf('weight')],
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
