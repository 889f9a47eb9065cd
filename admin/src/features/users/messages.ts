// The admin user screens' own texts, in the spec's words (its spelling included). The messages the server
// sends too ('Users updated sucessfully', ...) are in the contracts.

export const USER_DELETE_FAILED_MESSAGE = 'Error Deleting the user';
export const NO_USERS_MESSAGE = 'No users found.';
// The spec gives none for these.
export const USER_UPDATE_FAILED_MESSAGE = 'Could not update the user. Please try again.';
export const USER_NOT_FOUND_MESSAGE = 'User not found.';
