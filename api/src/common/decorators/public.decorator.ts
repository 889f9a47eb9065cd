import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'auth:isPublic';

/** Opens a route to anonymous callers; every other route needs a valid token (see AuthGuard). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
