export { EmailsPage } from './components/EmailsPage';
