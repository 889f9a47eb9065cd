import { SetMetadata } from '@nestjs/common';
import type { Permission } from '../../contracts';

export const PERMISSION_KEY = 'auth:permission';

/**
 * Restricts a route to the roles that have `permission` in the contracts' ROLE_PERMISSIONS (docs/rules.md, Roles):
 * 403 for a signed-in user whose role lacks it. The admin's sidebar reads the same map.
 */
export const Permit = (permission: Permission) => SetMetadata(PERMISSION_KEY, permission);
