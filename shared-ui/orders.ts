// Entry point of '@pashmina/shared-ui/orders' (moduleResolution node10 resolves this file): the endpoints of orders,
// their delivery charges, returns and refunds, the shop's feedback and the customer's profile, which no landing page
// calls. It is a Module Federation singleton of its own (tools/webpack/federation-shared.js), provided by the shell but
// not preloaded by it: a page downloads it when it first uses one of these endpoints (the cart, the checkout, the
// account, the admin, the product page's reviews below its first screen), and every app then shares the one copy,
// injected once into the one baseApi.
export * from './src/api/orders';
export * from './src/api/refunds';
export * from './src/api/feedback';
export * from './src/api/delivery';
export * from './src/api/reviews';
export * from './src/api/profile';
