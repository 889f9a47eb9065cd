export { useDocumentTitle } from './useDocumentTitle';
