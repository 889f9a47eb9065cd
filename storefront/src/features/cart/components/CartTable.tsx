import { Link } from 'react-router-dom';
import { productWithVariant } from '@pashmina/contracts';
import {
  cartLineDecremented,
  cartLineKey,
  cartLineIncremented,
  cartLineRemoved,
  formatRupees,
  lineTotal,
  Price,
  productPath,
  useAppDispatch,
  type CartLine,
} from '@pashmina/shared-ui';
import styles from './CartPage.module.css';

/**
 * The cart lines: quantity bounded 1..stock, each with its total and Remove. A variant's line shows its label and
 * links to the product page with that variant chosen; its buttons name it ('Remove Shawl (Maroon)').
 */
export function CartTable({ lines }: { lines: CartLine[] }) {
  const dispatch = useAppDispatch();
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">Items in your cart</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">Price</th>
          <th scope="col">Quantity</th>
          <th scope="col">Total</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const key = cartLineKey(line);
          const named = productWithVariant(line.name, line.variant ? line.variantLabel : null);
          return (
            <tr key={key} className={styles.row}>
              <th scope="row" className={styles.product}>
                <img src={line.productImg} alt="" width={72} height={90} className={styles.thumb} />
                <span>
                  <Link to={productPath(line._id, line.variant)} className={styles.name}>
                    {line.name}
                  </Link>
                  {line.variant && line.variantLabel ? (
                    <span className={styles.size}>{line.variantLabel}</span>
                  ) : (
                    line.size && <span className={styles.size}>Size: {line.size}</span>
                  )}
                </span>
              </th>
              <td data-label="Price">
                <Price price={line.price} discount={line.discount} size="sm" as="span" />
              </td>
              <td data-label="Quantity">
                <div className={styles.quantity} role="group" aria-label={`Quantity of ${named}`}>
                  <button
                    type="button"
                    className={styles.step}
                    aria-label={`Decrease quantity of ${named}`}
                    disabled={line.quantity <= 1}
                    onClick={() => dispatch(cartLineDecremented(key))}
                  >
                    −
                  </button>
                  <output className={styles.count} aria-live="polite">
                    {line.quantity}
                  </output>
                  <button
                    type="button"
                    className={styles.step}
                    aria-label={`Increase quantity of ${named}`}
                    disabled={line.quantity >= line.max}
                    onClick={() => dispatch(cartLineIncremented(key))}
                  >
                    +
                  </button>
                </div>
              </td>
              <td data-label="Total" className={styles.lineTotal}>
                {formatRupees(lineTotal(line))}
              </td>
              <td>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => dispatch(cartLineRemoved(key))}
                  aria-label={`Remove ${named}`}
                >
                  Remove
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
