export { useDocumentTitle } from './useDocumentTitle';
export {
  BelowFirstScreen,
  endFirstScreen,
  hasFirstScreen,
  useFirstScreenHandover,
} from './useFirstScreenHandover';
