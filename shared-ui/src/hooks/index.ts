export { useDocumentTitle } from './useDocumentTitle';
export { useLogout, LOGGED_OUT_MESSAGE } from './useLogout';
export {
  BelowFirstScreen,
  endFirstScreen,
  hasFirstScreen,
  useFirstScreenHandover,
} from './useFirstScreenHandover';
