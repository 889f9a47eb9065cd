import { Link } from 'react-router-dom';
import { type Product, REVIEW_RATING_MAX } from '@pashmina/contracts';
import { formatCount, productNameIn } from '../../i18n/numbers';
import { useI18n } from '../../i18n/useI18n';
import { categoryLine } from '../../i18n/words';
import { productPath } from '../../state/routes';
import { NewBadge } from '../NewBadge/NewBadge';
import { Price } from '../Price/Price';
import { productSrcSet } from './productImage';
import { colourCount, colourValuesOf, swatchOf } from './colourSwatches';
import styles from './ProductCard.module.css';

/** The fields a card shows. */
export type ProductCardProduct = Pick<
  Product,
  '_id' | 'productName' | 'productThumb' | 'price' | 'discount' | 'stock' | 'isNewArrival'
> &
  Partial<
    Pick<Product, 'salePrice' | 'generalCategory' | 'genderCategory' | 'productImg' | 'options' | 'rating'>
  > & {
    productNameNe?: string | null;
  };

/** Intrinsic size of the card image (portrait 4:5), so the grid never shifts while images load. */
export const CARD_IMAGE_WIDTH = 480;
export const CARD_IMAGE_HEIGHT = 600;

/**
 * How wide a card is shown, for `sizes`. ProductGrid's columns follow its container (1 column below
 * 540 px, then 2, then 3 or 4), so by the viewport: at most the whole width on phones, half of it on
 * tablets, and never more than about 420 px beyond (the page's max width, or a filter sidebar, caps it).
 */
export const CARD_SIZES = '(max-width: 600px) 100vw, (max-width: 900px) 50vw, 420px';

export interface ProductCardProps {
  product: ProductCardProduct;
  /** The page's largest picture (its LCP): load it eagerly and with high priority. Default false (lazy). */
  priority?: boolean;
  /** Level of the name's heading. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Show the category line under the name. Default true. */
  showCategory?: boolean;
  className?: string;
}

/**
 * A product tile. The whole card is one link (to /SingleProducts/{id}) whose accessible name is the
 * product's name; the 'New' badge, the price and the 'currently out of stock' overlay sit beside it.
 */
export function ProductCard({
  product,
  priority = false,
  headingLevel = 3,
  showCategory = true,
  className,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const soldOut = product.stock <= 0;
  const { i18n, language } = useI18n();
  const name = productNameIn(product, language);
  const category =
    showCategory && product.generalCategory
      ? categoryLine(i18n, product.genderCategory, product.generalCategory)
      : null;
  return (
    <article className={[styles.card, soldOut ? styles.soldOut : '', className].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={product.productThumb}
          srcSet={productSrcSet(product)}
          sizes={CARD_SIZES}
          alt={name}
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
        {product.isNewArrival && <NewBadge className={styles.badge} />}
        {soldOut && (
          <span className={styles.overlay}>
            <span className={styles.overlayText}>
              {i18n._({ id: 'product.card.soldOut', message: 'currently out of stock' })}
            </span>
          </span>
        )}
      </div>
      <div className={styles.body}>
        {category && <p className={styles.category}>{category}</p>}
        <Heading className={styles.name}>
          <Link className={styles.link} to={productPath(product._id)}>
            {name}
          </Link>
        </Heading>
        <Colours values={colourValuesOf(product)} />
        {product.rating && product.rating.count > 0 && (
          // One star and the average (the product page draws all five), and how many reviews.
          <p className={styles.rating}>
            <span
              role="img"
              className={styles.star}
              aria-label={i18n._({
                id: 'reviews.rated',
                message: 'Rated {rating} out of {max}',
                values: {
                  rating: formatCount(product.rating.average, language),
                  max: formatCount(REVIEW_RATING_MAX, language),
                },
              })}
            >
              ★ {formatCount(product.rating.average, language)}
            </span>{' '}
            ({formatCount(product.rating.count, language)})
          </p>
        )}
        <Price
          price={product.price}
          discount={product.discount}
          sale={product.salePrice}
          className={styles.price}
        />
      </div>
    </article>
  );
}

/**
 * A product with colours: a dot for each, named by its colour (its title, and its accessible name), and how many
 * ('3 colours'). A colour the shop has no swatch for gets a neutral dot: its name still says which.
 */
function Colours({ values }: { values: string[] }) {
  const { i18n, language } = useI18n();
  if (values.length === 0) return null;
  return (
    <p className={styles.colours}>
      <span className={styles.swatches}>
        {values.map((value) => {
          const swatch = swatchOf(value);
          return (
            <span
              key={value}
              role="img"
              aria-label={value}
              title={value}
              className={swatch ? styles.swatch : `${styles.swatch} ${styles.unknownSwatch}`}
              style={swatch ? { background: swatch } : undefined}
            />
          );
        })}
      </span>
      {colourCount(i18n, language, values.length)}
    </p>
  );
}
