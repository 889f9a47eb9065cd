// The catalogue. Other modules use the stock (orders: quote, take and return it in their own transaction) and,
// for seeding, the products and the picture renditions.
export { CARD_WIDTH, DETAIL_WIDTH, type PreparedImage, ProductImagesService } from './product-images.service';
export {
  type PricedStockLine,
  type ProductQuote,
  ProductStock,
  StockRejectedError,
  type StockLine,
  type VariantQuote,
} from './product-stock.repository';
export { ProductVariantsRepository } from './product-variants.repository';
export { checkVariants } from './variant-rules';
export { CatalogReplay } from './catalog-replay';
export { ProductsModule } from './products.module';
export { ProductsRepository } from './products.repository';
export { type StockCause, StockLedger } from './stock-ledger';
