import { useRef } from 'react';
import type { Product } from '@pashmina/contracts';
import {
  Breadcrumb,
  NewBadge,
  Price,
  productSrcSet,
  StockStatus,
  STOREFRONT_ROUTES,
} from '@pashmina/shared-ui';
import { AddToCart } from './AddToCart';
import { BuyBar } from './BuyBar';
import { ProductDetailsTable } from './ProductDetailsTable';
import { VariantPicker } from './VariantPicker';
import { DETAIL_IMAGE_SIZES } from '../picture';
import { useVariantChoice } from '../useVariantChoice';
import { pictureOf } from '../variantChoice';
import styles from './ProductDetail.module.css';

/** Intrinsic size of the detail image (portrait 4:5), reserved before it loads. */
const DETAIL_IMAGE_WIDTH = 1200;
const DETAIL_IMAGE_HEIGHT = 1500;

export const UNAVAILABLE_TEXT =
  'Currently unavailable. We do not know when or if this item will be back in stock.';

const GENDER_LABEL = { women: 'Women', men: 'Men' } as const;
const COLLECTION = {
  women: { label: "Women's Collection", to: STOREFRONT_ROUTES.womenProducts },
  men: { label: "Men's Collection", to: STOREFRONT_ROUTES.menProducts },
} as const;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Image, name, categories, price, options, stock, Add to Cart, description and details of one product; on a phone,
 * the bar. The picture and the stock follow the options chosen (the variant's own).
 */
export function ProductDetail({ product }: { product: Product }) {
  const collection = COLLECTION[product.genderCategory] ?? COLLECTION.women;
  const soldOut = product.stock <= 0;
  const purchase = useRef<HTMLDivElement>(null);
  const chosen = useVariantChoice(product);
  const picture = pictureOf(product, chosen.choice) ?? product;
  return (
    <>
      <Breadcrumb
        items={[
          { label: 'Home', to: STOREFRONT_ROUTES.home },
          { label: collection.label, to: collection.to },
          { label: product.productName },
        ]}
      />
      <article className={styles.layout} aria-labelledby="product-name">
        <div className={styles.media}>
          <img
            className={styles.image}
            src={picture.productImg}
            srcSet={productSrcSet(picture)}
            sizes={DETAIL_IMAGE_SIZES}
            alt={product.productName}
            width={DETAIL_IMAGE_WIDTH}
            height={DETAIL_IMAGE_HEIGHT}
            // The product page's LCP; related products below load lazily at normal priority.
            fetchPriority="high"
            decoding="async"
          />
          {product.isNewArrival && <NewBadge className={styles.badge} />}
        </div>

        <div className={styles.info}>
          <dl className={styles.categories}>
            <div>
              <dt>Gender</dt>
              <dd>{GENDER_LABEL[product.genderCategory] ?? capitalise(product.genderCategory)}</dd>
            </div>
            <div>
              <dt>Category</dt>
              <dd>{capitalise(product.generalCategory)}</dd>
            </div>
          </dl>
          <h1 id="product-name" className={styles.name}>
            {product.productName}
          </h1>
          <Price price={product.price} discount={product.discount} sale={product.salePrice} size="lg" />

          <div className={styles.purchase} ref={purchase}>
            {product.options.length > 0 && (
              <VariantPicker product={product} choice={chosen.choice} onChoose={chosen.choose} />
            )}
            <StockStatus stock={chosen.stock} />
            {soldOut ? (
              <p className={styles.unavailable}>{UNAVAILABLE_TEXT}</p>
            ) : (
              <AddToCart product={product} chosen={chosen} />
            )}
          </div>

          <section className={styles.block} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.blockTitle}>
              Description
            </h2>
            <p className={styles.description}>{product.description}</p>
          </section>

          <section className={styles.block} aria-labelledby="product-details">
            <h2 id="product-details" className={styles.blockTitle}>
              Details
            </h2>
            <ProductDetailsTable product={product} />
          </section>
        </div>
      </article>
      <BuyBar product={product} chosen={chosen} purchase={purchase} />
    </>
  );
}
