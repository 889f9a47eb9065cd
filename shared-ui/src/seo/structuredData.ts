import {
  isColourOption,
  type Product,
  PRODUCT_REVIEWS_SHOWN,
  type ProductVariant,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
} from '@pashmina/contracts';
import { SHOP_INFO } from '@pashmina/shared-ui';
import type { StructuredData } from './pageHead';

// schema.org objects as Google reads them (developers.google.com/search/docs/appearance/structured-data): each has
// the fields Google requires of its kind, and the tests check those.

const CONTEXT = 'https://schema.org';

/** A step of a breadcrumb trail: its name, and its address (all but the last). */
export interface Crumb {
  name: string;
  url?: string;
}

export function breadcrumbList(crumbs: Crumb[]): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      ...(crumb.url && i < crumbs.length - 1 ? { item: crumb.url } : {}),
    })),
  };
}

/** The products of a list's page, at their places in the whole list (`first`: the place of the page's first). */
export function itemList(urls: string[], first: number): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: first + i, url })),
  };
}

/** The sale price as schema.org and Open Graph write it: a decimal string in rupees ('2500.00'). */
export function priceText(rupees: number): string {
  return rupees.toFixed(2);
}

function offer(product: Product, url: string, stock: number): StructuredData {
  return {
    '@type': 'Offer',
    url,
    price: priceText(product.salePrice),
    priceCurrency: 'NPR',
    availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  };
}

/**
 * What a product's approved reviews give its structured data (issue 54): `aggregateRating` and its newest reviews (at
 * most PRODUCT_REVIEWS_SHOWN), only when it has at least one; nothing otherwise (Google refuses a rating of none).
 */
export function reviewData(product: Product): StructuredData {
  const rating = product.rating;
  if (!rating || rating.count < 1) return {};
  const reviews = (product.reviews ?? []).slice(0, PRODUCT_REVIEWS_SHOWN);
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
    ...(reviews.length
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            reviewRating: {
              '@type': 'Rating',
              ratingValue: review.rating,
              bestRating: REVIEW_RATING_MAX,
              worstRating: REVIEW_RATING_MIN,
            },
            ...(review.title ? { name: review.title } : {}),
            reviewBody: review.text,
            datePublished: review.createdAt.slice(0, 10),
          })),
        }
      : {}),
  };
}

/** A plain product; one with variants is a ProductGroup of them (productGroupData). */
export function productData(
  product: Product,
  urls: { page: string; images: string[]; absolute?: (path: string) => string },
  category: string,
): StructuredData {
  if (product.variants?.length) return productGroupData(product, urls, category);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.productName,
    description: product.description,
    image: urls.images,
    sku: product._id,
    category,
    brand: { '@type': 'Brand', name: SHOP_INFO.name },
    offers: offer(product, urls.page, product.stock),
    ...reviewData(product),
  };
}

/** The schema.org property an option is (Google reads these); another option is named as it is. */
function propertyOf(option: string): string | null {
  const name = option.trim().toLowerCase();
  if (isColourOption(option)) return 'color';
  return ['size', 'material', 'pattern'].includes(name) ? name : null;
}

/**
 * A product with variants (issue 41): a ProductGroup varying by its options, with one Product per variant, each its
 * own address (`?variant=<id>`), picture, SKU and Offer with the variant's availability.
 */
export function productGroupData(
  product: Product,
  urls: { page: string; images: string[]; absolute?: (path: string) => string },
  category: string,
): StructuredData {
  const absolute = urls.absolute ?? ((path: string) => path);
  const variant = (v: ProductVariant): StructuredData => {
    const page = `${urls.page}?variant=${encodeURIComponent(v._id)}`;
    const named: Record<string, string> = {};
    const others: StructuredData[] = [];
    for (const option of product.options) {
      const value = v.options[option.name];
      if (value === undefined) continue;
      const property = propertyOf(option.name);
      if (property) named[property] = value;
      else others.push({ '@type': 'PropertyValue', name: option.name, value });
    }
    return {
      '@type': 'Product',
      name: `${product.productName} (${v.label})`,
      description: product.description,
      image: v.image ? [absolute(v.image.productImg), absolute(v.image.productThumb)] : urls.images,
      sku: v.sku ?? v._id,
      ...named,
      ...(others.length ? { additionalProperty: others } : {}),
      offers: offer(product, page, v.stock),
    };
  };
  return {
    '@context': CONTEXT,
    '@type': 'ProductGroup',
    name: product.productName,
    description: product.description,
    url: urls.page,
    image: urls.images,
    productGroupID: product._id,
    category,
    brand: { '@type': 'Brand', name: SHOP_INFO.name },
    variesBy: product.options.map((option) => {
      const property = propertyOf(option.name);
      return property ? `https://schema.org/${property}` : option.name;
    }),
    hasVariant: product.variants.map(variant),
    ...reviewData(product),
  };
}

/** The shop itself, as the footer shows it: never with a rating (Google shows no stars for a business's own reviews). */
export function organization(publicUrl: string, logo: string): StructuredData {
  const [locality] = SHOP_INFO.address.split(', ').slice(-2);
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: SHOP_INFO.name,
    url: `${publicUrl}/`,
    logo,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SHOP_INFO.address.split(', ')[0],
      addressLocality: locality,
      addressCountry: 'NP',
    },
    telephone: SHOP_INFO.phone,
    email: SHOP_INFO.email,
  };
}

export function webSite(publicUrl: string): StructuredData {
  return { '@context': CONTEXT, '@type': 'WebSite', name: SHOP_INFO.name, url: `${publicUrl}/` };
}
