import { Module } from '@nestjs/common';
import { ProductsModule } from '../products';
import { SitemapController } from './sitemap.controller';
import { SitemapRepository } from './sitemap.repository';
import { SitemapService } from './sitemap.service';

@Module({
  imports: [ProductsModule],
  controllers: [SitemapController],
  providers: [SitemapService, SitemapRepository],
})
export class SitemapModule {}
