import type { AdminUser, Role, SessionUser } from '../contracts';
import type { UserRow } from '../database';

export const toSessionUser = (user: UserRow): SessionUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  address: user.address,
  district: user.district,
  phoneVerified: user.phoneVerified,
  role: user.role as Role,
});

export const toAdminUser = (user: UserRow): AdminUser => ({
  ...toSessionUser(user),
  isOwner: user.isOwner,
  createdAt: user.createdAt.toISOString(),
});
