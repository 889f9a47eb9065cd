// Roles and what each may do (docs/rules.md, Roles): one map, read by the API's guard (every admin route names its
// permission) and by the admin's sidebar, dashboard and buttons, so both say the same.
import { type Role, ROLE_ADMIN, ROLE_STAFF, ROLE_USER } from './account';

/**
 * What a route or a screen of the admin needs. `admin panel`: signing in to the admin at all (admins and staff);
 * `orders`: the orders, their status, packing slips and CSV, and reading returns; `products`: products, their
 * variants and stock (the ledger, adjustments); `feedback`; the rest are the owner's (`reviews`: holding
 * and answering the customers' reviews, which speak for the shop in public).
 */
export const PERMISSIONS = [
  'admin panel',
  'orders',
  'products',
  'feedback',
  'reviews',
  'refunds',
  'returns approval',
  'users',
  'discounts',
  'delivery',
  'couriers',
  'settings',
  'emails',
  'statistics',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The staff's: the packer works orders, products and their stock, and feedback. */
export const STAFF_PERMISSIONS: readonly Permission[] = ['admin panel', 'orders', 'products', 'feedback'];

/** By role: 0 a customer (ROLE_USER), 1 an admin (ROLE_ADMIN), 2 staff (ROLE_STAFF). */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  0: [],
  1: PERMISSIONS,
  2: STAFF_PERMISSIONS,
};

/** Whether `role` may do what `permission` names; an unknown role may do nothing. */
export const can = (role: number | undefined, permission: Permission): boolean =>
  (ROLE_PERMISSIONS[role as Role] ?? []).includes(permission);

/** The names the Users screen gives the roles. */
export const ROLE_NAMES: Record<Role, string> = { 0: 'Customer', 2: 'Staff', 1: 'Admin' };

/** The Users screen's choices, in this order. */
export const ROLE_CHOICES: readonly Role[] = [ROLE_USER, ROLE_STAFF, ROLE_ADMIN];
