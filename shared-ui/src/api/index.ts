// Endpoints that more than one app calls, each injected once into the shared baseApi. An endpoint only
// one app calls stays in that app's features/<x>/api/. Those of orders, delivery, returns and feedback, which no
// landing page calls, are '@pashmina/shared-ui/orders' (shared-ui/orders.ts), out of every page's first load.
// errorRefusal stays inside: the pages read a refusal through errorMessage and useRuleMessage.
export { errorMessage, errorStatus } from './errorMessage';
export * from './params';
export * from './products';
export {
  type CategoryChoice,
  type ListingFilters,
  type ListingSort,
  listingQuery,
  readFilters,
  totalPages,
  withFilters,
} from './listingParams';
export * from './storefrontQueries';
export { useCheckAdminAuthQuery, useCheckUserAuthQuery } from './auth';
