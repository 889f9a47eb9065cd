export { ReviewsModule } from './reviews.module';
// The product's answer and the dashboard read reviews through it; the tests move the request job's clock.
export { ReviewsReader } from './reviews-reader';
export { ReviewRequestJob } from './review-request.job';
// The development seed's demo reviews.
export { ReviewsRepository } from './reviews.repository';
