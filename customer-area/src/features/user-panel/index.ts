export { UserLayout } from './components/UserLayout';
