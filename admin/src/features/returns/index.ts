export { ReturnsPage } from './components/ReturnsPage';
