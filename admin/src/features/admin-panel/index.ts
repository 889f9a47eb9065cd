export { AdminLayout } from './components/AdminLayout';
