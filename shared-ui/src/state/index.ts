export * from './baseApi';
export * from './authSlice';
export * from './cartSlice';
export * from './store';
export * from './hooks';
export * from './routes';
export * from './toast';
export * from './shop';
export { salePrice, formatRupees } from '../money';
