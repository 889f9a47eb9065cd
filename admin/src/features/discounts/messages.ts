// The admin's discount code screens: their titles and the texts the server does not send.
export const DISCOUNTS_TITLE = 'Discounts';
export const CREATE_DISCOUNT_TITLE = 'New discount code';
export const EDIT_DISCOUNT_TITLE = 'Edit discount code';
export const CREATE_DISCOUNT_BUTTON = 'Create code';
export const UPDATE_DISCOUNT_BUTTON = 'Update code';
export const NO_DISCOUNTS_MESSAGE = 'No discount codes found.';
export const DISCOUNT_SAVE_FAILED_MESSAGE = 'Could not save the discount code.';
export const DISCOUNT_DELETE_FAILED_MESSAGE = 'Could not delete the discount code. Please try again.';
