export { FeedbacksPage } from './components/FeedbacksPage';
export { ManageFeedbackPage } from './components/ManageFeedbackPage';
