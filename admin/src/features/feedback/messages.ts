// The admin feedback screens' own texts, in the spec's words (its spelling included). The messages the server
// sends too ('Feedback updated sucessfully', ...) are in the contracts.

export const FEEDBACK_UPDATE_FAILED_MESSAGE = 'error haha';
export const NO_FEEDBACK_FOUND_MESSAGE = 'No feedbacks found.';
// The spec gives none for these.
export const FEEDBACK_DELETE_FAILED_MESSAGE = 'Could not delete the feedback. Please try again.';
export const FEEDBACK_NOT_FOUND_MESSAGE = 'Feedback not found.';
