// What the admin's features share of shipping and texts: the API's couriers, settings and texts' log, the ship
// form (orders), the texts' table (Messages) and Sparrow's alert (the dashboard).
export * from './shippingApi';
export { ShipForm } from './ShipForm';
export { TextMessagesSection } from './TextMessagesSection';
export { SmsAlertBanner } from './SmsAlertBanner';
