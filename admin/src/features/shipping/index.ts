export { CouriersPage } from './components/CouriersPage';
export { SettingsPage } from './components/SettingsPage';
