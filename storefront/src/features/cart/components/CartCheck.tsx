import { useEffect } from 'react';
import { salePrice } from '@pashmina/contracts';
import {
  cartLineRefreshed,
  cartLineRemoved,
  errorStatus,
  formatRupees,
  useAppDispatch,
  useGetProductQuery,
  type CartLine,
} from '@pashmina/shared-ui';

export type Notify = (message: string) => void;

/**
 * Compares one stored line with the product as the server has it now: the cart lives in
 * localStorage for days, so prices, stock or the product itself may have changed since.
 */
function LineCheck({ line, notify }: { line: CartLine; notify: Notify }) {
  const dispatch = useAppDispatch();
  // Always ask the server: a cached copy from the product page may be just as stale.
  const { data: product, error } = useGetProductQuery(line._id, { refetchOnMountOrArgChange: true });

  useEffect(() => {
    if (error) {
      // Other failures (offline, 500) leave the line alone: the server checks again at checkout.
      if (errorStatus(error) !== 404) return;
      dispatch(cartLineRemoved(line._id));
      notify(`${line.name} is no longer available and was removed from your cart.`);
      return;
    }
    if (!product) return;
    if (product.stock < 1) {
      dispatch(cartLineRemoved(line._id));
      notify(`${product.productName} is out of stock and was removed from your cart.`);
      return;
    }
    const changed =
      product.productName !== line.name ||
      product.price !== line.price ||
      product.discount !== line.discount ||
      product.stock !== line.max;
    if (!changed) return;
    if (product.stock < line.quantity) {
      notify(
        `Only ${product.stock} of ${product.productName} left in stock; the quantity in your cart is now ${product.stock}.`,
      );
    }
    const before = salePrice(line.price, line.discount);
    const now = salePrice(product.price, product.discount);
    if (before !== now) {
      notify(
        `The price of ${product.productName} changed from ${formatRupees(before)} to ${formatRupees(now)}.`,
      );
    }
    dispatch(
      cartLineRefreshed({
        _id: line._id,
        name: product.productName,
        price: product.price,
        discount: product.discount,
        max: product.stock,
      }),
    );
  }, [product, error, line, dispatch, notify]);

  return null;
}

/** The cart check of the cart page: one product call per line (a cart is a handful of lines). */
export function CartCheck({ lines, notify }: { lines: CartLine[]; notify: Notify }) {
  return (
    <>
      {lines.map((line) => (
        <LineCheck key={line._id} line={line} notify={notify} />
      ))}
    </>
  );
}
