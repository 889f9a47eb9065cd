// Entry point of '@pashmina/shared-ui/page-head': a page's head (its description, its tags, how the browser applies
// them) and the plan of a page the storefront's server build gives the shop's server. It imports nothing, so the
// shop's server bundles it alone (shared-ui's index would bring React and the store).
export * from './src/seo/pageHead';
export type * from './src/seo/pagePlan';
// The languages' addresses (imports nothing either): the shop's server sets <html lang> and redirects `/` by them.
export * from './src/i18n/language';
