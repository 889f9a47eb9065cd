import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
import type { LoginResponse, OkResponse } from '../contracts';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto): Promise<LoginResponse> {
    return this.auth.login(body.email, body.password);
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
}
