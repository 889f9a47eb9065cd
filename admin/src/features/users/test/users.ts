import type { AdminUser } from '@pashmina/contracts';

/** An account as GET /auth/users returns it; a customer unless told otherwise. */
export function adminUser(id: string, over: Partial<AdminUser> = {}): AdminUser {
  return {
    _id: id,
    name: 'Sita Sharma',
    email: 'sita@pashmina.test',
    phone: '9812345678',
    address: 'Lalitpur',
    role: 0,
    isOwner: false,
    createdAt: '2026-11-05T09:30:00.000Z',
    ...over,
  };
}
