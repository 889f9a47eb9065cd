// The four list pages are one ProductListing each, told what to ask the server for.
import { LISTING_BASES } from '@pashmina/shared-ui';
import { ProductListing } from './ProductListing';

const ALL_FILTERS = ['text', 'category', 'price'] as const;

export function WomenProductsPage() {
  return (
    <ProductListing
      title="Women's Collection"
      intro="Shawls, ponchos, mufflers and blankets for her, handwoven in Nepal."
      base={LISTING_BASES.women}
      filters={ALL_FILTERS}
      listLabel="Women's products"
    />
  );
}

export function MenProductsPage() {
  return (
    <ProductListing
      title="Men's Collection"
      intro="Mufflers, shawls and blankets for him, in quiet, timeless colours."
      base={LISTING_BASES.men}
      filters={ALL_FILTERS}
      listLabel="Men's products"
    />
  );
}

export function NewArrivalsPage() {
  return (
    <ProductListing
      title="New Arrivals"
      intro="Fresh from the looms: the pieces added this month."
      base={LISTING_BASES.newArrivals}
      filters={['category', 'price']}
      listLabel="New arrivals"
    />
  );
}

export function BestsellersPage() {
  return (
    <ProductListing
      title="Best Sellers"
      intro="The pieces our customers love most."
      base={LISTING_BASES.bestsellers}
      listLabel="Best sellers"
    />
  );
}
