// Feedback (contact messages): the form's bounds and messages, for the API's DTO and the contact form.

export const FEEDBACK_NAME_MAX = 80;
export const FEEDBACK_MESSAGE_MAX = 2000;
export const FEEDBACK_NAME_MESSAGE = 'Name is required';
export const FEEDBACK_MESSAGE_MESSAGE = 'Message is required';
export const FEEDBACK_NAME_TOO_LONG_MESSAGE = `Name must be at most ${FEEDBACK_NAME_MAX} characters long`;
export const FEEDBACK_MESSAGE_TOO_LONG_MESSAGE = `Message must be at most ${FEEDBACK_MESSAGE_MAX} characters long`;
export const NO_FEEDBACK_MESSAGE = 'No feedback provided yet.';

// The spec's responses about feedback, spelling included: the server sends them, the screens show them.
export const FEEDBACK_SENT_MESSAGE = 'Message sent successfully';
export const FEEDBACK_UPDATED_MESSAGE = 'Feedback updated sucessfully';
export const FEEDBACK_DELETED_MESSAGE = 'feedback deleted successfully';
