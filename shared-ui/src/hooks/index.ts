export { useDocumentTitle } from './useDocumentTitle';
export { useLogout, LOGGED_OUT_MESSAGE } from './useLogout';
export {
  useListQuery,
  readListQuery,
  listQueryParams,
  searchParam,
  choiceParam,
  type ListParam,
  type ListParams,
  type ListState,
  type ListMove,
} from './useListQuery';
