import type { I18n } from '@lingui/core';
import { PAGE_SIZE, type Product } from '@pashmina/contracts';
import {
  i18n as shopI18n,
  languageOf,
  pathInLanguage,
  productDescriptionIn,
  productNameIn,
  productPath,
  readFilters,
  STOREFRONT_ROUTES,
} from '@pashmina/shared-ui';
import type { PageHead } from './pageHead';
import {
  absoluteUrl,
  isListRoute,
  LIST_TEXTS,
  type ListRoute,
  notFoundBasics,
  type PageBasics,
  pageBasics,
  publicAddresses,
} from './pageBasics';
import { fullTitle, pageTextsIn, shortDescription } from './pageTexts';
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

/** Home's address in `i18n`'s language, as a breadcrumb names it. */
function homeCrumb(publicUrl: string, i18n: I18n) {
  return {
    name: i18n._({ id: 'nav.home', message: 'Home' }),
    url: `${publicUrl}${pathInLanguage('/', languageOf(i18n))}`,
  };
}

/**
 * A page's head from its address alone (`path` without its language; the page's in `i18n`'s language). A list and
 * home gain their pictures and products with `listHead` and `homeHead`, a product its whole head with
 * `productHead`, once the API has responded.
 */
export function routeHead(
  publicUrl: string,
  route: ShopRouteName,
  path: string,
  search: URLSearchParams,
  i18n: I18n = shopI18n,
): PageHead {
  if (route === 'home' || route === 'homeAlias') return homeHead(publicUrl, null, i18n);
  if (isListRoute(route)) return listHead(publicUrl, route, path, search, null, i18n);
  return withPreview(publicUrl, pageBasics(publicUrl, route, path, search, i18n));
}

export function notFoundHead(publicUrl: string, i18n: I18n = shopI18n): PageHead {
  return withPreview(publicUrl, notFoundBasics(i18n));
}

/** Home: the shop (Organization, WebSite), its picture the hero's. */
export function homeHead(publicUrl: string, picture: string | null, i18n: I18n = shopI18n): PageHead {
  return withPreview(publicUrl, pageBasics(publicUrl, 'home', '/', new URLSearchParams(), i18n), {
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
  i18n: I18n = shopI18n,
): PageHead {
  const basics = pageBasics(publicUrl, route, path, search, i18n);
  const { page } = readFilters(search);
  const language = languageOf(i18n);
  const trail = breadcrumbList([
    homeCrumb(publicUrl, i18n),
    { name: pageTextsIn(i18n).pages[LIST_TEXTS[route]].title, url: basics.canonical ?? undefined },
  ]);
  return withPreview(publicUrl, basics, {
    preview: { type: 'website', image: absoluteUrl(publicUrl, products?.[0]?.productImg || LOGO_PATH) },
    structuredData: products?.length
      ? [
          trail,
          itemList(
            products.map((product) =>
              absoluteUrl(publicUrl, pathInLanguage(productPath(product._id), language)),
            ),
            (page - 1) * PAGE_SIZE + 1,
          ),
        ]
      : [trail],
  });
}

/** The collection a product belongs to, as the breadcrumb and the category name it. */
function collectionOf(product: Product, i18n: I18n): { name: string; path: string } {
  const { pages } = pageTextsIn(i18n);
  const language = languageOf(i18n);
  return product.genderCategory === 'men'
    ? { name: pages.men.title, path: pathInLanguage(STOREFRONT_ROUTES.menProducts, language) }
    : { name: pages.women.title, path: pathInLanguage(STOREFRONT_ROUTES.womenProducts, language) };
}

/** A product's page in `i18n`'s language: its Nepali name and description there when it has them. */
export function productHead(publicUrl: string, product: Product, i18n: I18n = shopI18n): PageHead {
  const language = languageOf(i18n);
  const addresses = publicAddresses(publicUrl, productPath(product._id), i18n);
  const canonical = addresses.canonical!;
  const collection = collectionOf(product, i18n);
  const name = productNameIn(product, language);
  const description = productDescriptionIn(product, language);
  const images = [product.productImg, product.productThumb]
    .filter(Boolean)
    .map((image) => absoluteUrl(publicUrl, image));
  const kind = `${product.generalCategory[0].toUpperCase()}${product.generalCategory.slice(1)}`;
  return {
    title: fullTitle(name),
    description: shortDescription(description) || pageTextsIn(i18n).shopDescription,
    canonical,
    alternates: addresses.alternates,
    noindex: false,
    preview: {
      type: 'product',
      image: images[0] ?? absoluteUrl(publicUrl, LOGO_PATH),
      price: priceText(product.salePrice),
    },
    structuredData: [
      productData(
        { ...product, productName: name, description },
        { page: canonical, images, absolute: (path) => absoluteUrl(publicUrl, path) },
        `${collection.name} › ${kind}`,
      ),
      breadcrumbList([
        homeCrumb(publicUrl, i18n),
        { name: collection.name, url: absoluteUrl(publicUrl, collection.path) },
        { name },
      ]),
    ],
  };
}
