export { CouriersPage } from './components/CouriersPage';
export { SettingsPage } from './components/SettingsPage';
export { ShipForm } from './components/ShipForm';
export { TextMessagesSection } from './components/TextMessagesSection';
export { SmsAlertBanner } from './components/SmsAlertBanner';
