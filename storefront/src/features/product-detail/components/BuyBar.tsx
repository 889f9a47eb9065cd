import { useEffect, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Product } from '@pashmina/contracts';
import { Price, productNameIn, useI18n } from '@pashmina/shared-ui';
import { StockStatus } from '@pashmina/shared-ui/widgets';
import type { VariantChoice } from '../useVariantChoice';
import { BuyButton } from './AddToCart';
import styles from './BuyBar.module.css';

/**
 * The attribute on <html> while the bar is up: shared-ui's global.css turns it into `--bottom-room` on a phone, which
 * the shell's footer keeps free below its links and its toasts rise above (decision 0050).
 */
export const BOTTOM_BAR_ATTRIBUTE = 'data-bottom-bar';

/** The shell's navbar on a phone (Navbar.module.css): 4rem. An observer's margins take pixels only. */
const NAVBAR_HEIGHT_PX = 64;

/**
 * On a phone, the price and 'Add to Cart' in a bar fixed to the bottom of the screen, up whenever the page's own
 * (`purchase`: the stock line and the button, or the out-of-stock notice) is out of view. Its CSS hides it from
 * 900 px, where the product page has two columns and the button sits beside the picture.
 *
 * An IntersectionObserver, not a scroll handler, decides; the bar is fixed and slides on a transform, so it moves
 * nothing in the page. It is put at the end of <body> once the page runs (nothing on the server, so the first screen
 * is the same), outside <main>, so the page keeps one 'Add to Cart' in its content. Its button follows the page's
 * choice of options (`chosen`): 'Choose a colour' brings the shopper back to the colours.
 */
export function BuyBar({
  product,
  chosen,
  purchase,
}: {
  product: Product;
  chosen: VariantChoice;
  purchase: RefObject<HTMLElement | null>;
}) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState(false);
  const { i18n, language } = useI18n();

  useEffect(() => {
    const target = purchase.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    setHost(document.body);
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting), {
      // Under the phone's navbar, fixed at the top once the page scrolls (4rem), the button is out of view too.
      rootMargin: `-${NAVBAR_HEIGHT_PX}px 0px 0px 0px`,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [purchase]);

  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.setAttribute(BOTTOM_BAR_ATTRIBUTE, '');
    return () => root.removeAttribute(BOTTOM_BAR_ATTRIBUTE);
  }, [shown]);

  if (!host) return null;
  return createPortal(
    <aside
      className={styles.bar}
      aria-label={i18n._({
        id: 'product.buy',
        message: 'Buy {name}',
        values: { name: productNameIn(product, language) },
      })}
      data-shown={shown}
      // Out of view it is out of reach too: no tab stop, nothing read.
      inert={!shown}
    >
      <Price
        price={product.price}
        discount={product.discount}
        sale={product.salePrice}
        className={styles.price}
      />
      {product.stock > 0 ? (
        <BuyButton product={product} chosen={chosen} size="lg" className={styles.button} />
      ) : (
        <StockStatus stock={product.stock} />
      )}
    </aside>,
    host,
  );
}
