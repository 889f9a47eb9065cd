// Endpoints that more than one app calls, each injected once into the shared baseApi. An endpoint only
// one app calls stays in that app's features/<x>/api/.
export * from './errorMessage';
export * from './params';
export * from './products';
export * from './listingParams';
export * from './storefrontQueries';
export * from './auth';
export * from './orders';
export * from './feedback';
export * from './refunds';
export * from './delivery';
