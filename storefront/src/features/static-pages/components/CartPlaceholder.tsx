import { Link } from 'react-router-dom';
import {
  formatRupees,
  productPath,
  selectCartLines,
  selectCartTotal,
  useAppSelector,
} from '@pashmina/shared-ui';
import { PlaceholderPage } from './PlaceholderPage';

/** /Cart until the cart issue lands: a plain list of the lines, so Add to Cart can be seen to work. */
export function CartPlaceholder() {
  const lines = useAppSelector(selectCartLines);
  const total = useAppSelector(selectCartTotal);
  return (
    <PlaceholderPage title="Cart">
      {lines.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <ul aria-label="Cart items">
            {lines.map((line) => (
              <li key={line._id}>
                <Link to={productPath(line._id)}>{line.name}</Link> × {line.quantity}
              </li>
            ))}
          </ul>
          <p>Total: {formatRupees(total)}</p>
        </>
      )}
    </PlaceholderPage>
  );
}
