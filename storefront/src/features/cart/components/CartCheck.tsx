import { useEffect } from 'react';
import { productWithVariant, salePrice } from '@pashmina/contracts';
import {
  cartLineKey,
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
 * localStorage for days, so prices, stock or the product itself may have changed since. A variant's line is
 * compared with that variant (its stock and label); a variant since deleted is no longer available.
 */
function LineCheck({ line, notify }: { line: CartLine; notify: Notify }) {
  const dispatch = useAppDispatch();
  // Always ask the server: a cached copy from the product page may be just as stale.
  const { data: product, error } = useGetProductQuery(line._id, { refetchOnMountOrArgChange: true });
  const { i18n, language } = useI18n();

  useEffect(() => {
    const key = cartLineKey(line);
    const removeGone = () => {
      const name = productWithVariant(
        productNameIn({ productName: line.name, productNameNe: line.nameNe }, language),
        line.variant ? line.variantLabel : null,
      );
      dispatch(cartLineRemoved(key));
      notify(
        i18n._({
          id: 'cart.check.gone',
          message: '{name} is no longer available and was removed from your cart.',
          values: { name },
        }),
      );
    };
    if (error) {
      // Other failures (offline, 500) leave the line alone: the server checks again at checkout.
      if (errorStatus(error) !== 404) return;
      removeGone();
      return;
    }
    if (!product) return;
    const variants = product.variants ?? [];
    const variant = line.variant ? variants.find((v) => v._id === line.variant) : undefined;
    if (line.variant ? !variant : variants.length > 0) {
      // Its variant was deleted, or the product has since been given options: the checkout would refuse the line.
      removeGone();
      return;
    }
    const named = productWithVariant(productNameIn(product, language), variant?.label);
    const stock = variant ? variant.stock : product.stock;
    if (stock < 1) {
      dispatch(cartLineRemoved(key));
      notify(
        i18n._({
          id: 'cart.check.soldOut',
          message: '{name} is out of stock and was removed from your cart.',
          values: { name: named },
        }),
      );
      return;
    }
    const changed =
      product.productName !== line.name ||
      nepaliNameOf(product) !== (line.nameNe ?? null) ||
      product.price !== line.price ||
      product.discount !== line.discount ||
      stock !== line.max ||
      (variant !== undefined && variant.label !== line.variantLabel);
    if (!changed) return;
    if (stock < line.quantity) {
      notify(
        i18n._({
          id: 'cart.check.fewer',
          message: 'Only {stock} of {name} left in stock; the quantity in your cart is now {stock}.',
          values: { stock: formatCount(stock, language), name: named },
        }),
      );
    }
    const was = salePrice(line.price, line.discount);
    const now = salePrice(product.price, product.discount);
    if (was !== now) {
      notify(
        i18n._({
          id: 'cart.check.price',
          message: 'The price of {name} changed from {before} to {now}.',
          values: { name: named, before: formatAmount(was, language), now: formatAmount(now, language) },
        }),
      );
    }
    dispatch(
      cartLineRefreshed({
        _id: line._id,
        ...(variant ? { variant: variant._id, variantLabel: variant.label } : {}),
        name: product.productName,
        ...(nepaliNameOf(product) || line.nameNe ? { nameNe: nepaliNameOf(product) } : {}),
        price: product.price,
        discount: product.discount,
        max: stock,
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
        <LineCheck key={cartLineKey(line)} line={line} notify={notify} />
      ))}
    </>
  );
}
