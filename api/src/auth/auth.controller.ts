import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { CurrentUser } from './current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import type {
  AdminUser,
  ApiMessage,
  LoginResponse,
  LogoutResponse,
  OkResponse,
  RegisterResponse,
  UpdateProfileResponse,
  UpdateUserRoleResponse,
} from '../contracts';
import type { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UpdateRoleDto } from './dto/update-role.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** At most AUTH_RATE_LIMIT attempts a minute from one address (429 beyond). */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto): Promise<LoginResponse> {
    return this.auth.login(body.email, body.password);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('register')
  async register(@Body() body: RegisterDto): Promise<RegisterResponse> {
    await this.auth.register(body);
    return { success: true, message: 'User registered successfully' };
  }

  /** The guard did the work: reaching here means the token is valid. */
  @ApiBearerAuth()
  @Get('user-auth')
  userAuth(): OkResponse {
    return { ok: true };
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Get('admin-auth')
  adminAuth(): OkResponse {
    return { ok: true };
  }

  /** A new password needs the current one: it is checked like a login, so it shares the login's rate limit. */
  @ApiBearerAuth()
  @UseGuards(ThrottlerGuard)
  @Put('profile')
  updateProfile(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateProfileDto,
  ): Promise<UpdateProfileResponse> {
    return this.auth.updateProfile(user, body);
  }

  /** Ends every session of the account: its tokens stop working at once. */
  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser): Promise<LogoutResponse> {
    await this.auth.logout(user);
    return { success: true, message: 'Logged out successfully' };
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Get('users')
  listUsers(): Promise<AdminUser[]> {
    return this.auth.listUsers();
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Get('users/:id')
  getUser(@Param('id') id: string): Promise<AdminUser> {
    return this.auth.getUser(id);
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Put('users/:id')
  async setRole(@Param('id') id: string, @Body() body: UpdateRoleDto): Promise<UpdateUserRoleResponse> {
    const user = await this.auth.setRole(id, body.role);
    return { success: true, message: 'Users updated sucessfully', user };
  }

  @ApiBearerAuth()
  @Roles('admin')
  @Delete('users/:id')
  @HttpCode(200)
  async deleteUser(@CurrentUser() caller: AuthUser, @Param('id') id: string): Promise<ApiMessage> {
    await this.auth.deleteUser(caller, id);
    return { success: true, message: 'User deleted successfully' };
  }
}
