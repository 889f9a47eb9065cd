import { PAGE_SIZE, type Product } from '@pashmina/contracts';
import { productPath, readFilters, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import type { PageHead } from './pageHead';
import {
  absoluteUrl,
  isListRoute,
  LIST_TEXTS,
  type ListRoute,
  notFoundBasics,
  type PageBasics,
  pageBasics,
} from './pageBasics';
import { fullTitle, PAGE_TEXTS, SHOP_DESCRIPTION, shortDescription } from './pageTexts';
import type { ShopRouteName } from './shopPaths';
import { breadcrumbList, itemList, organization, priceText, productData, webSite } from './structuredData';

// The heads the shop's server writes (the storefront's server build makes them): a page's basics, its link preview
// and its structured data.

/** The shop's logo (the shell's favicon): the picture of the pages that have none of their own. */
export const LOGO_PATH = '/favicon.svg';

function withPreview(publicUrl: string, basics: PageBasics, fields: Partial<PageHead> = {}): PageHead {
  return {
    ...basics,
    preview: { type: 'website', image: absoluteUrl(publicUrl, LOGO_PATH) },
    structuredData: [],
    ...fields,
  };
}

/**
 * A page's head from its address alone. A list and home gain their pictures and products with `listHead` and
 * `homeHead`, a product its whole head with `productHead`, once the API has responded.
 */
export function routeHead(
  publicUrl: string,
  route: ShopRouteName,
  path: string,
  search: URLSearchParams,
): PageHead {
  if (route === 'home' || route === 'homeAlias') return homeHead(publicUrl, null);
  if (isListRoute(route)) return listHead(publicUrl, route, path, search, null);
  return withPreview(publicUrl, pageBasics(publicUrl, route, path, search));
}

export function notFoundHead(publicUrl: string): PageHead {
  return withPreview(publicUrl, notFoundBasics());
}

/** Home: the shop (Organization, WebSite), its picture the hero's. */
export function homeHead(publicUrl: string, picture: string | null): PageHead {
  return withPreview(publicUrl, pageBasics(publicUrl, 'home', '/', new URLSearchParams()), {
    preview: { type: 'website', image: absoluteUrl(publicUrl, picture ?? LOGO_PATH) },
    structuredData: [organization(publicUrl, absoluteUrl(publicUrl, LOGO_PATH)), webSite(publicUrl)],
  });
}

/** A list's page: the trail from home, and the products it shows (null: not known yet). */
export function listHead(
  publicUrl: string,
  route: ListRoute,
  path: string,
  search: URLSearchParams,
  products: Product[] | null,
): PageHead {
  const basics = pageBasics(publicUrl, route, path, search);
  const { page } = readFilters(search);
  const trail = breadcrumbList([
    { name: 'Home', url: `${publicUrl}/` },
    { name: PAGE_TEXTS[LIST_TEXTS[route]].title, url: basics.canonical ?? undefined },
  ]);
  return withPreview(publicUrl, basics, {
    preview: { type: 'website', image: absoluteUrl(publicUrl, products?.[0]?.productImg || LOGO_PATH) },
    structuredData: products?.length
      ? [
          trail,
          itemList(
            products.map((product) => absoluteUrl(publicUrl, productPath(product._id))),
            (page - 1) * PAGE_SIZE + 1,
          ),
        ]
      : [trail],
  });
}

/** The collection a product belongs to, as the breadcrumb and the category name it. */
function collectionOf(product: Product): { name: string; path: string } {
  return product.genderCategory === 'men'
    ? { name: PAGE_TEXTS.men.title, path: STOREFRONT_ROUTES.menProducts }
    : { name: PAGE_TEXTS.women.title, path: STOREFRONT_ROUTES.womenProducts };
}

export function productHead(publicUrl: string, product: Product): PageHead {
  const canonical = absoluteUrl(publicUrl, productPath(product._id));
  const collection = collectionOf(product);
  const images = [product.productImg, product.productThumb]
    .filter(Boolean)
    .map((image) => absoluteUrl(publicUrl, image));
  const kind = `${product.generalCategory[0].toUpperCase()}${product.generalCategory.slice(1)}`;
  return {
    title: fullTitle(product.productName),
    description: shortDescription(product.description) || SHOP_DESCRIPTION,
    canonical,
    noindex: false,
    preview: {
      type: 'product',
      image: images[0] ?? absoluteUrl(publicUrl, LOGO_PATH),
      price: priceText(product.salePrice),
    },
    structuredData: [
      productData(
        product,
        { page: canonical, images, absolute: (path) => absoluteUrl(publicUrl, path) },
        `${collection.name} › ${kind}`,
      ),
      breadcrumbList([
        { name: 'Home', url: `${publicUrl}/` },
        { name: collection.name, url: absoluteUrl(publicUrl, collection.path) },
        { name: product.productName },
      ]),
    ],
  };
}
