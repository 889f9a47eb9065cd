export { AdminLayout } from './components/AdminLayout';
export { usePermission } from './usePermission';
