// The four list pages are one ProductListing each, told what to ask the server for.
import { LISTING_BASES, useI18n } from '@pashmina/shared-ui';
import { ProductListing } from './ProductListing';

// The collections have colour variants: their filter offers the colours their products come in.
const COLLECTION_FILTERS = ['text', 'category', 'price', 'colour'] as const;

export function WomenProductsPage() {
  const { i18n } = useI18n();
  return (
    <ProductListing
      title={i18n._({ id: 'collection.women.title', message: "Women's Collection" })}
      intro={i18n._({
        id: 'collection.women.intro',
        message: 'Shawls, ponchos, mufflers and blankets for her, handwoven in Nepal.',
      })}
      base={LISTING_BASES.women}
      filters={COLLECTION_FILTERS}
      ownOrder="newest"
      listLabel={i18n._({ id: 'collection.women.list', message: "Women's products" })}
    />
  );
}

export function MenProductsPage() {
  const { i18n } = useI18n();
  return (
    <ProductListing
      title={i18n._({ id: 'collection.men.title', message: "Men's Collection" })}
      intro={i18n._({
        id: 'collection.men.intro',
        message: 'Mufflers, shawls and blankets for him, in quiet, timeless colours.',
      })}
      base={LISTING_BASES.men}
      filters={COLLECTION_FILTERS}
      ownOrder="newest"
      listLabel={i18n._({ id: 'collection.men.list', message: "Men's products" })}
    />
  );
}

export function NewArrivalsPage() {
  const { i18n } = useI18n();
  return (
    <ProductListing
      title={i18n._({ id: 'collection.newArrivals.title', message: 'New Arrivals' })}
      intro={i18n._({
        id: 'collection.newArrivals.intro',
        message: 'Fresh from the looms: the pieces added this month.',
      })}
      base={LISTING_BASES.newArrivals}
      filters={['category', 'price']}
      ownOrder="newest"
      listLabel={i18n._({ id: 'collection.newArrivals.list', message: 'New arrivals' })}
    />
  );
}

export function BestsellersPage() {
  const { i18n } = useI18n();
  return (
    <ProductListing
      title={i18n._({ id: 'collection.bestsellers.title', message: 'Best Sellers' })}
      intro={i18n._({ id: 'collection.bestsellers.intro', message: 'The pieces our customers love most.' })}
      base={LISTING_BASES.bestsellers}
      listLabel={i18n._({ id: 'collection.bestsellers.list', message: 'Best sellers' })}
    />
  );
}
