import { Injectable } from '@nestjs/common';
import { PRODUCT_REVIEWS_SHOWN, type Review } from '../contracts';
import { toReview } from './review.mapper';
import { ReviewsRepository } from './reviews.repository';

/** What the products module shows of reviews: a product's newest approved ones, which its structured data marks up. */
@Injectable()
export class ReviewsReader {
  constructor(private readonly repository: ReviewsRepository) {}

  async newestOf(productId: string): Promise<Review[]> {
    const rows = await this.repository.newestApproved(productId, PRODUCT_REVIEWS_SHOWN);
    return rows.map(toReview);
  }

  pendingCount(): Promise<number> {
    return this.repository.pendingCount();
  }
}
