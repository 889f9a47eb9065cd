import { Module } from '@nestjs/common';
import { AuthModule } from '../../auth/auth.module';
import { ProductsModule } from '../../products/products.module';
import { SeedRepository } from './seed.repository';
import { SeedService } from './seed.service';

@Module({
  imports: [AuthModule, ProductsModule],
  providers: [SeedService, SeedRepository],
  exports: [SeedService],
})
export class SeedModule {}
