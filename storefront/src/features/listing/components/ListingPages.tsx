// The four list pages are one ProductListing each, told what to ask the server for.
import type { ProductListQuery } from '@pashmina/contracts';
import { ProductListing } from './ProductListing';

// Module constants, so each page's base query is one stable object.
const WOMEN: ProductListQuery = { genderCategory: 'women' };
const MEN: ProductListQuery = { genderCategory: 'men' };
const NEW_ARRIVALS: ProductListQuery = { newArrival: true, sort: 'newest' };
const BESTSELLERS: ProductListQuery = { bestSeller: true, sort: 'best-selling' };

const ALL_FILTERS = ['text', 'category', 'price'] as const;

export function WomenProductsPage() {
  return (
    <ProductListing
      title="Women's Collection"
      intro="Shawls, ponchos, mufflers and blankets for her, handwoven in Nepal."
      base={WOMEN}
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
      base={MEN}
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
      base={NEW_ARRIVALS}
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
      base={BESTSELLERS}
      listLabel="Best sellers"
    />
  );
}
