import { Body, Controller, Delete, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permit } from '../common/decorators/permit.decorator';
import { Paged, type PagedList } from '../common/http/total-count.interceptor';
import {
  type AdminUser,
  type ApiMessage,
  type UpdateUserRoleResponse,
  USER_DELETED_MESSAGE,
  USER_UPDATED_MESSAGE,
} from '../contracts';
import type { AuthUser } from './auth-user';
import { CurrentUser } from './current-user.decorator';
import { ListUsersQuery } from './dto/list-users.query';
import { UpdateRoleDto } from './dto/update-role.dto';
import { UsersService } from './users.service';

/** The admin's users, under the spec's `auth/users` URLs. */
@ApiTags('users')
@ApiBearerAuth()
@Permit('users')
@Controller('auth/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** One page, newest first, `q` an e-mail substring; the total over every page in X-Total-Count. */
  @Get()
  @Paged()
  list(@Query() query: ListUsersQuery): Promise<PagedList<AdminUser>> {
    return this.users.list(query);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminUser> {
    return this.users.get(id);
  }

  @Put(':id')
  async setRole(
    @CurrentUser() caller: AuthUser,
    @Param('id') id: string,
    @Body() body: UpdateRoleDto,
  ): Promise<UpdateUserRoleResponse> {
    const user = await this.users.setRole(caller, id, body.role);
    return { success: true, message: USER_UPDATED_MESSAGE, user };
  }

  @Delete(':id')
  @HttpCode(200)
  async remove(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiMessage> {
    await this.users.delete(caller, id);
    return { success: true, message: USER_DELETED_MESSAGE };
  }
}
