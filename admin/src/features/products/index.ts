export { CreateProductPage } from './components/CreateProductPage';
export { ManageProductsPage } from './components/ManageProductsPage';
export { UpdateProductPage } from './components/UpdateProductPage';
