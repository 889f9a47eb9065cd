// The admin's Delivery screen: its titles and the texts the server does not send.
export const DELIVERY_TITLE = 'Delivery';
export const NEW_ZONE_BUTTON = 'New zone';
export const SAVE_ZONE_BUTTON = 'Save zone';
export const CREATE_ZONE_BUTTON = 'Create zone';
export const ZONE_SAVE_FAILED_MESSAGE = 'Could not save the delivery zone.';
export const ZONE_DELETE_FAILED_MESSAGE = 'Could not delete the delivery zone. Please try again.';
export const NO_ZONES_MESSAGE = 'No delivery zones yet.';
