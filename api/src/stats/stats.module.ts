import { Module } from '@nestjs/common';
import { ReviewsModule } from '../reviews';
import { StatsController } from './stats.controller';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';

/** GET /stats: the admin dashboard's figures, aggregated by the database. */
@Module({
  // 'Reviews to check: N'.
  imports: [ReviewsModule],
  controllers: [StatsController],
  providers: [StatsService, StatsRepository],
})
export class StatsModule {}
