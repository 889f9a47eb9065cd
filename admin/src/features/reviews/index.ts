export { ReviewsPage } from './components/ReviewsPage';
