import type { Role, SessionUser } from '../contracts';
import type { UserRow } from '../database/schema';

export const toSessionUser = (user: UserRow): SessionUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  address: user.address,
  role: user.role as Role,
});
