import { Module } from '@nestjs/common';
import { ReviewsModule } from '../reviews';
import { CatalogCache } from './catalog-cache';
import { CatalogPager } from './catalog-pager.service';
import { CatalogReplay } from './catalog-replay';
import { CatalogSearch } from './catalog-search.service';
import { ProductImagesService } from './product-images.service';
import { ProductStock } from './product-stock.repository';
import { ProductVariantsRepository } from './product-variants.repository';
import { ProductVariantsService } from './product-variants.service';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';
import { StockLedger } from './stock-ledger';

@Module({
  // The product's answer carries its newest approved reviews.
  imports: [ReviewsModule],
  controllers: [ProductsController],
  providers: [
    ProductsService,
    ProductVariantsService,
    ProductVariantsRepository,
    CatalogSearch,
    CatalogPager,
    CatalogCache,
    CatalogReplay,
    ProductsRepository,
    ProductStock,
    StockLedger,
    ProductImagesService,
  ],
  exports: [CatalogReplay, ProductsRepository, ProductStock, ProductImagesService, ProductVariantsRepository],
})
export class ProductsModule {}
