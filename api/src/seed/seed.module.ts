import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { ProductsModule } from '../products';
import { SeedRepository } from './seed.repository';
import { SeedService } from './seed.service';

/** The first start's accounts and demo catalogue, and the bulk catalogue of the benchmarks. */
@Module({
  imports: [AuthModule, ProductsModule],
  providers: [SeedService, SeedRepository],
  exports: [SeedService],
})
export class SeedModule {}
