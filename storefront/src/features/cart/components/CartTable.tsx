import { Link } from 'react-router-dom';
import {
  cartLineDecremented,
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

/** The cart lines: quantity bounded 1..stock, each with its total and Remove. */
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
        {lines.map((line) => (
          <tr key={line._id} className={styles.row}>
            <th scope="row" className={styles.product}>
              <img src={line.productImg} alt="" width={72} height={90} className={styles.thumb} />
              <span>
                <Link to={productPath(line._id)} className={styles.name}>
                  {line.name}
                </Link>
                {line.size && <span className={styles.size}>Size: {line.size}</span>}
              </span>
            </th>
            <td data-label="Price">
              <Price price={line.price} discount={line.discount} size="sm" as="span" />
            </td>
            <td data-label="Quantity">
              <div className={styles.quantity} role="group" aria-label={`Quantity of ${line.name}`}>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={`Decrease quantity of ${line.name}`}
                  disabled={line.quantity <= 1}
                  onClick={() => dispatch(cartLineDecremented(line._id))}
                >
                  −
                </button>
                <output className={styles.count} aria-live="polite">
                  {line.quantity}
                </output>
                <button
                  type="button"
                  className={styles.step}
                  aria-label={`Increase quantity of ${line.name}`}
                  disabled={line.quantity >= line.max}
                  onClick={() => dispatch(cartLineIncremented(line._id))}
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
                onClick={() => dispatch(cartLineRemoved(line._id))}
                aria-label={`Remove ${line.name}`}
              >
                Remove
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
