export { FeedbackListPage } from './components/FeedbackListPage';
export { ManageFeedbackPage } from './components/ManageFeedbackPage';
