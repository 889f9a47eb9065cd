// What a page tells search engines and link previews, imported as '@pashmina/shared-ui/seo': which page an address
// is, its texts and basics, and the document's head in the browser. Not a Module Federation singleton: each app
// bundles what it uses. The whole heads the server writes (link previews, structured data) are
// '@pashmina/shared-ui/seo-heads', which only the storefront's server build loads. It reaches the shared singleton
// (routes, filters, the shop's details) through '@pashmina/shared-ui'.
export type { PageHead, StructuredData } from './pageHead';
export {
  fullTitle,
  HOME_TITLE,
  PAGE_TEXTS,
  searchText,
  searchTitle,
  SHOP_DESCRIPTION,
  shortDescription,
} from './pageTexts';
export { isPrivateRoute, resolveShopPath, type ShopPathResolution, type ShopRouteName } from './shopPaths';
export {
  absoluteUrl,
  isListRoute,
  listCanonicalPath,
  type ListRoute,
  notFoundBasics,
  type PageBasics,
  pageBasics,
} from './pageBasics';
export { applyDescription, applyHead } from './pageHead';
