import type { Product } from '@pashmina/contracts';
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

export function productData(
  product: Product,
  urls: { page: string; images: string[] },
  category: string,
): StructuredData {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.productName,
    description: product.description,
    image: urls.images,
    sku: product._id,
    category,
    brand: { '@type': 'Brand', name: SHOP_INFO.name },
    offers: {
      '@type': 'Offer',
      url: urls.page,
      price: priceText(product.salePrice),
      priceCurrency: 'NPR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The shop itself, as the footer shows it. */
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
