import { Link } from 'react-router-dom';
import {
  cartLineDecremented,
  cartLineIncremented,
  cartLineRemoved,
  formatAmount,
  formatCount,
  lineTotal,
  Price,
  productNameIn,
  productPath,
  useAppDispatch,
  useI18n,
  type CartLine,
} from '@pashmina/shared-ui';
import styles from './CartPage.module.css';

/** The cart lines: quantity bounded 1..stock, each with its total and Remove. */
export function CartTable({ lines }: { lines: CartLine[] }) {
  const dispatch = useAppDispatch();
  const { i18n, language } = useI18n();
  const heads = {
    price: i18n._({ id: 'cart.column.price', message: 'Price' }),
    quantity: i18n._({ id: 'cart.column.quantity', message: 'Quantity' }),
    total: i18n._({ id: 'cart.total', message: 'Total' }),
  };
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">
        {i18n._({ id: 'cart.table.caption', message: 'Items in your cart' })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{i18n._({ id: 'cart.column.product', message: 'Product' })}</th>
          <th scope="col">{heads.price}</th>
          <th scope="col">{heads.quantity}</th>
          <th scope="col">{heads.total}</th>
          <th scope="col">
            <span className="visually-hidden">
              {i18n._({ id: 'cart.column.actions', message: 'Actions' })}
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const name = productNameIn({ productName: line.name, productNameNe: line.nameNe }, language);
          return (
            <tr key={line._id} className={styles.row}>
              <th scope="row" className={styles.product}>
                <img src={line.productImg} alt="" width={72} height={90} className={styles.thumb} />
                <span>
                  <Link to={productPath(line._id)} className={styles.name}>
                    {name}
                  </Link>
                  {line.size && (
                    <span className={styles.size}>
                      {i18n._({ id: 'cart.size', message: 'Size: {size}', values: { size: line.size } })}
                    </span>
                  )}
                </span>
              </th>
              <td data-label={heads.price}>
                <Price price={line.price} discount={line.discount} size="sm" as="span" />
              </td>
              <td data-label={heads.quantity}>
                <div
                  className={styles.quantity}
                  role="group"
                  aria-label={i18n._({
                    id: 'cart.quantityOf',
                    message: 'Quantity of {name}',
                    values: { name },
                  })}
                >
                  <button
                    type="button"
                    className={styles.step}
                    aria-label={i18n._({
                      id: 'cart.decrease',
                      message: 'Decrease quantity of {name}',
                      values: { name },
                    })}
                    disabled={line.quantity <= 1}
                    onClick={() => dispatch(cartLineDecremented(line._id))}
                  >
                    −
                  </button>
                  <output className={styles.count} aria-live="polite">
                    {formatCount(line.quantity, language)}
                  </output>
                  <button
                    type="button"
                    className={styles.step}
                    aria-label={i18n._({
                      id: 'cart.increase',
                      message: 'Increase quantity of {name}',
                      values: { name },
                    })}
                    disabled={line.quantity >= line.max}
                    onClick={() => dispatch(cartLineIncremented(line._id))}
                  >
                    +
                  </button>
                </div>
              </td>
              <td data-label={heads.total} className={styles.lineTotal}>
                {formatAmount(lineTotal(line), language)}
              </td>
              <td>
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => dispatch(cartLineRemoved(line._id))}
                  aria-label={i18n._({ id: 'cart.removeLine', message: 'Remove {name}', values: { name } })}
                >
                  {i18n._({ id: 'cart.remove', message: 'Remove' })}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
