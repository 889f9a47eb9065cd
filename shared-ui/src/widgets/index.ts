// Design-system components that home does not show, imported as '@pashmina/shared-ui/widgets': the breadcrumb, the
// pages' Prev/Next and the stock line. Not a Module Federation singleton, whose every export reaches every page
// (decision 69): each app bundles what it uses of them in the chunks of the pages that show them (the lists, the
// product page, the panels). They reach the shared singleton (the page's language, the Button) through
// '@pashmina/shared-ui', never by a relative path, which would bundle a second copy of it.
export { Breadcrumb, type BreadcrumbProps, type BreadcrumbItem } from './Breadcrumb/Breadcrumb';
export { Pagination, type PaginationProps } from './Pagination/Pagination';
export { StockStatus, stockTone, type StockStatusProps, type StockTone } from './StockStatus/StockStatus';
