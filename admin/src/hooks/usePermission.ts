import { can, type Permission } from '@pashmina/contracts';
import { selectSessionUser, useAppSelector } from '@pashmina/shared-ui';

/** Whether the signed-in role may do what `permission` names (docs/rules.md, Roles): the API refuses it otherwise. */
export function usePermission(permission: Permission): boolean {
  return can(useAppSelector(selectSessionUser)?.role, permission);
}
