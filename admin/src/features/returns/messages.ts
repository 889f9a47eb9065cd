// The returns screen's own texts.
export const RETURNS_TITLE = 'Returns';
export const NO_RETURNS_MESSAGE = 'No return requests found.';
