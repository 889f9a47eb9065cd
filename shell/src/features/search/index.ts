export { ProductSearch } from './components/ProductSearch';
