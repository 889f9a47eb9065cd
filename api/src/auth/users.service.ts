import { ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { refuseAfterReread } from '../common/http/refuse-after-reread';
import type { PagedList } from '../common/http/total-count.interceptor';
import { SECURITY_EVENTS, securityEvent } from '../common/security-events';
import { isUuid } from '../common/uuid';
import { pageWindow } from '../common/validation/page-query';
import {
  type AdminUser,
  LAST_ADMIN,
  OWNER_NOT_DELETABLE,
  OWNER_NOT_DEMOTABLE,
  type Role,
  SELF_DELETE,
} from '../contracts';
import type { UserRow } from '../database';
import type { AuthUser } from './auth-user';
import type { ListUsersQuery } from './dto/list-users.query';
import { toAdminUser } from './session-user';
import { UsersRepository } from './users.repository';

export const USER_NOT_FOUND = 'User not found';

/** The admin's users: the list, one user, their role, their deletion (the owner and the last admin stay). */
@Injectable()
export class UsersService {
  // The security events keep the context they were logged under before the users had a service of their own.
  private readonly logger = new Logger('Auth');

  constructor(private readonly users: UsersRepository) {}

  /** Newest first, one page, the total over every page; `q` an e-mail substring. */
  async list(query: ListUsersQuery): Promise<PagedList<AdminUser>> {
    const { items, total } = await this.users.list({ emailContains: query.q }, pageWindow(query));
    return { items: items.map(toAdminUser), total };
  }

  async get(id: string): Promise<AdminUser> {
    return toAdminUser(await this.findOrThrow(id));
  }

  async setRole(caller: AuthUser, id: string, role: Role): Promise<AdminUser> {
    const current = await this.findOrThrow(id);
    const updated = await this.users.setRole(id, role);
    if (updated) {
      if (current.role !== updated.role)
        securityEvent(this.logger, SECURITY_EVENTS.roleChanged, {
          by: caller.id,
          user: id,
          from: current.role,
          to: updated.role,
        });
      return toAdminUser(updated);
    }
    return refuseAfterReread(
      () => this.users.findById(id),
      USER_NOT_FOUND,
      (user) => (user.isOwner ? OWNER_NOT_DEMOTABLE : LAST_ADMIN),
    );
  }

  async delete(caller: AuthUser, id: string): Promise<void> {
    const current = await this.findOrThrow(id);
    if (current.isOwner) throw new ForbiddenException(OWNER_NOT_DELETABLE);
    if (current.id === caller.id) throw new ConflictException(SELF_DELETE);
    // Conditional on not being the owner again; a concurrent delete leaves nothing to delete.
    if (!(await this.users.delete(id))) throw new NotFoundException(USER_NOT_FOUND);
    securityEvent(this.logger, SECURITY_EVENTS.accountDeleted, { by: caller.id, user: id });
  }

  private async findOrThrow(id: string): Promise<UserRow> {
    const user = isUuid(id) ? await this.users.findById(id) : undefined;
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    return user;
  }
}
