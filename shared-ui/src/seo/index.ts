export type { PageHead, StructuredData } from './pageHead';
export { fullTitle, HOME_TITLE, PAGE_TEXTS, SHOP_DESCRIPTION, shortDescription } from './pageTexts';
export { isPrivateRoute, resolveShopPath, type ShopPathAnswer, type ShopRouteName } from './shopPaths';
export {
  absoluteUrl,
  homeHead,
  isListRoute,
  listCanonicalPath,
  listHead,
  LOGO_PATH,
  notFoundHead,
  productHead,
  routeHead,
  type ListRoute,
} from './heads';
