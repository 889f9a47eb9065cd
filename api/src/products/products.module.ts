import { Module } from '@nestjs/common';
import { ProductImagesService } from './product-images.service';
import { ProductsController } from './products.controller';
import { ProductsRepository } from './products.repository';
import { ProductsService } from './products.service';

@Module({
  controllers: [ProductsController],
  providers: [ProductsService, ProductsRepository, ProductImagesService],
  exports: [ProductsRepository, ProductImagesService],
})
export class ProductsModule {}
