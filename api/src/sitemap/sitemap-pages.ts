// What the sitemap lists besides the products: the storefront's public pages, in the spec's casing (the shop's
// route table, shared-ui's STOREFRONT_ROUTES, which the API does not import; the browser tests fetch every URL of
// the sitemap from the shop and expect a 200, so a page renamed there and not here fails them). The cart, the
// success page and the accounts' pages are not for search engines.
export const SITEMAP_PAGES: readonly string[] = [
  '/',
  '/WomenProduct',
  '/MenProduct',
  '/NewArrival',
  '/Bestsellers',
  '/AboutUs',
  '/ReturnAndExchange',
  '/ContactUs',
];

/** A product's page, as shared-ui's productPath writes it. */
export function productPagePath(id: string): string {
  return `/SingleProducts/${encodeURIComponent(id)}`;
}
