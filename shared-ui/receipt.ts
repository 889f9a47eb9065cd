// Entry point of '@pashmina/shared-ui/receipt' (moduleResolution node10 resolves this file): an order's receipt alone,
// for the storefront's thank-you page, which must not bundle the rest of the panels. Like '/panels', not shared: each
// app that shows it bundles it, in the chunk of the page that does.
export { OrderReceipt, type ReceiptOrder } from './src/panels/OrderReceipt/OrderReceipt';
