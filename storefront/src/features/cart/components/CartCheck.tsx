import { useEffect } from 'react';
import { salePrice } from '@pashmina/contracts';
import {
  cartLineRefreshed,
  cartLineRemoved,
  errorStatus,
  formatAmount,
  formatCount,
  nepaliNameOf,
  productNameIn,
  useAppDispatch,
  useGetProductQuery,
  useI18n,
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
  const { i18n, language } = useI18n();

  useEffect(() => {
    if (error) {
      // Other failures (offline, 500) leave the line alone: the server checks again at checkout.
      if (errorStatus(error) !== 404) return;
      dispatch(cartLineRemoved(line._id));
      notify(
        i18n._({
          id: 'cart.check.gone',
          message: '{name} is no longer available and was removed from your cart.',
          values: { name: productNameIn({ productName: line.name, productNameNe: line.nameNe }, language) },
        }),
      );
      return;
    }
    if (!product) return;
    const name = productNameIn(product, language);
    if (product.stock < 1) {
      dispatch(cartLineRemoved(line._id));
      notify(
        i18n._({
          id: 'cart.check.soldOut',
          message: '{name} is out of stock and was removed from your cart.',
          values: { name },
        }),
      );
      return;
    }
    const changed =
      product.productName !== line.name ||
      nepaliNameOf(product) !== (line.nameNe ?? null) ||
      product.price !== line.price ||
      product.discount !== line.discount ||
      product.stock !== line.max;
    if (!changed) return;
    if (product.stock < line.quantity) {
      notify(
        i18n._({
          id: 'cart.check.fewer',
          message: 'Only {stock} of {name} left in stock; the quantity in your cart is now {stock}.',
          values: { stock: formatCount(product.stock, language), name },
        }),
      );
    }
    const before = salePrice(line.price, line.discount);
    const now = salePrice(product.price, product.discount);
    if (before !== now) {
      notify(
        i18n._({
          id: 'cart.check.price',
          message: 'The price of {name} changed from {before} to {now}.',
          values: { name, before: formatAmount(before, language), now: formatAmount(now, language) },
        }),
      );
    }
    dispatch(
      cartLineRefreshed({
        _id: line._id,
        name: product.productName,
        ...(nepaliNameOf(product) || line.nameNe ? { nameNe: nepaliNameOf(product) } : {}),
        price: product.price,
        discount: product.discount,
        max: product.stock,
      }),
    );
  }, [product, error, line, dispatch, notify, i18n, language]);

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
