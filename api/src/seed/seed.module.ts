import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { ContactsModule } from '../contacts';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { ProductsModule } from '../products';
import { DemoActivity } from './demo-activity';
import { SeedRepository } from './seed.repository';
import { SeedService } from './seed.service';

/** The first start's accounts and demo catalogue, and the bulk catalogue of the benchmarks. */
@Module({
  imports: [AuthModule, ProductsModule, OrdersModule, PaymentsModule, ContactsModule],
  providers: [SeedService, SeedRepository, DemoActivity],
  exports: [SeedService],
})
export class SeedModule {}
