import { useRef } from 'react';
import type { Product } from '@pashmina/contracts';
import {
  categoryName,
  genderName,
  NewBadge,
  Price,
  productSrcSet,
  productDescriptionIn,
  productNameIn,
  STOREFRONT_ROUTES,
  useI18n,
} from '@pashmina/shared-ui';
import { Breadcrumb, StockStatus } from '@pashmina/shared-ui/widgets';
import { AddToCart } from './AddToCart';
import { BuyBar } from './BuyBar';
import { ProductDetailsTable } from './ProductDetailsTable';
import { RatingSummary } from './RatingSummary';
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

/**
 * Image, name, categories, price, options, stock, Add to Cart, description and details of one product; on a phone,
 * the bar. The picture and the stock follow the options chosen (the variant's own).
 */
export function ProductDetail({ product }: { product: Product }) {
  const { i18n, language } = useI18n();
  const men = product.genderCategory === 'men';
  const collection = men
    ? {
        label: i18n._({ id: 'collection.men.title', message: "Men's Collection" }),
        to: STOREFRONT_ROUTES.menProducts,
      }
    : {
        label: i18n._({ id: 'collection.women.title', message: "Women's Collection" }),
        to: STOREFRONT_ROUTES.womenProducts,
      };
  const gender = genderName(i18n, product.genderCategory);
  const name = productNameIn(product, language);
  const soldOut = product.stock <= 0;
  const purchase = useRef<HTMLDivElement>(null);
  const chosen = useVariantChoice(product);
  const picture = pictureOf(product, chosen.choice) ?? product;
  return (
    <>
      <Breadcrumb
        items={[
          { label: i18n._({ id: 'nav.home', message: 'Home' }), to: STOREFRONT_ROUTES.home },
          { label: collection.label, to: collection.to },
          { label: name },
        ]}
      />
      <article className={styles.layout} aria-labelledby="product-name">
        <div className={styles.media}>
          <img
            className={styles.image}
            src={picture.productImg}
            srcSet={productSrcSet(picture)}
            sizes={DETAIL_IMAGE_SIZES}
            alt={name}
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
              <dt>{i18n._({ id: 'product.gender', message: 'Gender' })}</dt>
              <dd>{gender}</dd>
            </div>
            <div>
              <dt>{i18n._({ id: 'product.category', message: 'Category' })}</dt>
              <dd>{categoryName(i18n, product.generalCategory)}</dd>
            </div>
          </dl>
          <h1 id="product-name" className={styles.name}>
            {name}
          </h1>
          <Price price={product.price} discount={product.discount} sale={product.salePrice} size="lg" />
          <RatingSummary rating={product.rating} />

          <div className={styles.purchase} ref={purchase}>
            {product.options.length > 0 && (
              <VariantPicker
                product={product}
                choice={chosen.choice}
                onChoose={chosen.choose}
                moved={chosen.moved}
                preview={picture}
              />
            )}
            <StockStatus stock={chosen.stock} />
            {soldOut ? (
              <p className={styles.unavailable}>
                {i18n._({
                  id: 'product.unavailable',
                  message:
                    'Currently unavailable. We do not know when or if this item will be back in stock.',
                })}
              </p>
            ) : (
              <AddToCart product={product} chosen={chosen} />
            )}
          </div>

          <section className={styles.block} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.blockTitle}>
              {i18n._({ id: 'product.description', message: 'Description' })}
            </h2>
            <p className={styles.description}>{productDescriptionIn(product, language)}</p>
          </section>

          <section className={styles.block} aria-labelledby="product-details">
            <h2 id="product-details" className={styles.blockTitle}>
              {i18n._({ id: 'product.details', message: 'Details' })}
            </h2>
            <ProductDetailsTable product={product} choice={chosen.choice} />
          </section>
        </div>
      </article>
      <BuyBar product={product} chosen={chosen} purchase={purchase} />
    </>
  );
}
