import { applyDecorators, SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'auth:isPublic';
export const OPTIONAL_AUTH_KEY = 'auth:optional';

/** Opens a route to anonymous callers; every other route needs a valid token (see AuthGuard). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);

/**
 * Opens a route to anonymous callers, and still names the caller (`@CurrentUser()`) when a valid token is sent.
 * A missing, invalid or outdated token simply means anonymous: the route never responds with 401 for it.
 */
export const OptionalAuth = () =>
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), SetMetadata(OPTIONAL_AUTH_KEY, true));
