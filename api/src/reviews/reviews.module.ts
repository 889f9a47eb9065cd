import { Module } from '@nestjs/common';
import { ReviewRequestJob } from './review-request.job';
import { ReviewsController } from './reviews.controller';
import { ReviewsReader } from './reviews-reader';
import { ReviewsRepository } from './reviews.repository';
import { ReviewsService } from './reviews.service';

/**
 * Customers' reviews, the owner's moderation, and the review request seven days after delivery; the products and
 * the dashboard read them through ReviewsReader.
 */
@Module({
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewsRepository, ReviewsReader, ReviewRequestJob],
  exports: [ReviewsReader, ReviewRequestJob, ReviewsRepository],
})
export class ReviewsModule {}
