import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { FeedbackModule } from '../feedback';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { ProductsModule } from '../products';
import { ReviewsModule } from '../reviews';
import { DemoActivity } from './demo-activity';
import { SeedRepository } from './seed.repository';
import { SeedService } from './seed.service';

/** The first start's accounts, demo catalogue and (in development) demo activity. */
@Module({
  imports: [AuthModule, ProductsModule, OrdersModule, PaymentsModule, FeedbackModule, ReviewsModule],
  providers: [SeedService, SeedRepository, DemoActivity],
  exports: [SeedService],
})
export class SeedModule {}
