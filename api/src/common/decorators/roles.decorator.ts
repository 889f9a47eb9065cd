import { SetMetadata } from '@nestjs/common';

export type RoleName = 'admin';
export const ROLES_KEY = 'auth:roles';

/** Restricts a route to the given roles (403 for signed-in users without one of them). */
export const Roles = (...roles: RoleName[]) => SetMetadata(ROLES_KEY, roles);
