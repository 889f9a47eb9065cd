// The admin order screens' own texts (the spec gives none for these failures).

export const ORDER_UPDATE_FAILED_MESSAGE = 'Could not change the status. Please try again.';
export const ORDER_EXPORT_FAILED_MESSAGE = 'Could not export the orders. Please try again.';
export const NO_MATCHING_ORDERS_MESSAGE = 'No orders found.';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found.';
export const COPIED_MESSAGE = 'Copied';
export const COPY_FAILED_MESSAGE = 'Could not copy. Please select the text instead.';
export const REFUND_DONE_MESSAGE = 'Refund made';
export const REFUND_PENDING_MESSAGE = 'Refund sent to Khalti: waiting for its answer';
export const REFUND_FAILED_MESSAGE = 'Could not make the refund. Please try again.';
export const RETURN_UPDATED_MESSAGE = 'Return updated';
export const REFUND_OUTCOME_RECORDED_MESSAGE = 'Refund outcome recorded';
