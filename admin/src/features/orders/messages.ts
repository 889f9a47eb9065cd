// The admin order screens' own texts (the spec gives none for these failures).

export const ORDER_UPDATE_FAILED_MESSAGE = 'Could not change the status. Please try again.';
export const ORDER_EXPORT_FAILED_MESSAGE = 'Could not export the orders. Please try again.';
export const NO_MATCHING_ORDERS_MESSAGE = 'No orders found.';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';
export const COPIED_MESSAGE = 'Copied';
export const COPY_FAILED_MESSAGE = 'Could not copy. Please select the text instead.';
