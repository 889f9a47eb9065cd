export { FeedbackModule } from './feedback.module';
// For the first-start seed's demo feedback.
export { FeedbackRepository } from './feedback.repository';
