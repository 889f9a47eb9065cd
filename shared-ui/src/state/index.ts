// What the apps use, by name: a shared singleton's every export reaches every page (decision 69), so what only
// shared-ui itself and its tests use is imported from its module, not exported here.
export { baseApi } from './baseApi';
export {
  AUTH_STORAGE_KEY,
  type AuthState,
  sessionStarted,
  sessionUserUpdated,
  sessionRenewed,
  sessionEnded,
  selectSessionUser,
  selectToken,
  selectIsLoggedIn,
  selectIsAdmin,
} from './authSlice';
export {
  type CartLine,
  type CartState,
  cartLineKey,
  isStoredCart,
  lineTotal,
  cartLineAdded,
  cartLineRemoved,
  cartLineIncremented,
  cartLineDecremented,
  cartLineRefreshed,
  cartDiscountApplied,
  cartDiscountRemoved,
  cartDistrictChosen,
  cartCleared,
  selectCartLines,
  selectCartCount,
  selectCartTotal,
  selectIsInCart,
  selectCartDiscountCode,
  selectCartDistrict,
} from './cartSlice';
export { makeStore, type AppDispatch, type AppStore, type MakeStoreOptions, type RootState } from './store';
export * from './hooks';
export * from './routes';
export * from './toast';
export * from './shop';
export { formatRupees } from '../money';
