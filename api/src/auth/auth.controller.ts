import { Body, Controller, Get, Header, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser } from './current-user.decorator';
import { Public } from '../common/decorators/public.decorator';
import { Permit } from '../common/decorators/permit.decorator';
import { AcceptedLanguage } from '../common/i18n';
import { AuthRateLimit, clientOf } from '../common/throttling';
import {
  englishOf,
  type ApiMessage,
  FORGOT_PASSWORD_MESSAGE,
  type Language,
  LOGGED_OUT_MESSAGE,
  type LoginResponse,
  type LogoutResponse,
  type OkResponse,
  type RegisterResponse,
  type ResetLinkResponse,
  PASSWORD_RESET_DONE_MESSAGE,
  type UpdateProfileResponse,
} from '../contracts';
import type { AuthUser } from './auth-user';
import { AuthService } from './auth.service';
import { ForgotPasswordDto } from './dto/forgot-password.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { PasswordResetService } from './password-reset.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  /**
   * At most AUTH_RATE_LIMIT attempts a minute from one address, and LOGIN_FAILURE_LIMIT failures per account from
   * one address in 15 minutes (429 with Retry-After beyond); past LOGIN_FAILURE_LIMIT failures of the account from
   * every address, its logins are slowed down, never refused. The answer holds a token: no cache may keep it
   * (the request itself carries none, so the signed-in rule of noStoreWhenSignedIn does not apply).
   */
  @Public()
  @AuthRateLimit()
  @Post('login')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  login(@Body() body: LoginDto, @Req() req: Request): Promise<LoginResponse> {
    return this.auth.login(body.email, body.password, clientOf(req));
  }

  /** Kept by no cache, like the login's answer: what a registration answers is nobody else's. */
  @Public()
  @AuthRateLimit()
  @Post('register')
  @Header('Cache-Control', 'no-store')
  async register(@Body() body: RegisterDto): Promise<RegisterResponse> {
    await this.auth.register(body);
    return { success: true, message: englishOf('REGISTERED') };
  }

  /**
   * The same 200 and message whether or not an account has that e-mail; a reset link is e-mailed when one does, in
   * the request's language, which becomes the account's.
   * AUTH_RATE_LIMIT a minute per address, like the login, and at most 3 e-mails per account an hour.
   */
  @Public()
  @AuthRateLimit()
  @Post('forgot-password')
  @HttpCode(200)
  async forgotPassword(
    @Body() body: ForgotPasswordDto,
    @AcceptedLanguage() language: Language,
  ): Promise<ApiMessage> {
    await this.resets.requestReset(body.email, language);
    return { success: true, message: FORGOT_PASSWORD_MESSAGE };
  }

  /**
   * Whether the e-mailed link's token still works (200), or 400 with the reset's message for an unknown, used or
   * expired one; the link is not used up. Rate-limited like the reset itself, so it is no faster way to guess.
   */
  @Public()
  @AuthRateLimit()
  @Get('reset-password/:token')
  @Header('Cache-Control', 'no-store')
  async checkResetLink(@Param('token') token: string): Promise<ResetLinkResponse> {
    await this.resets.checkLink(token);
    return { success: true };
  }

  /** A new password with the e-mailed link's token: every session ends, and the user logs in again with it. */
  @Public()
  @AuthRateLimit()
  @Post('reset-password')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto, @Req() req: Request): Promise<ApiMessage> {
    await this.resets.reset(body.token, body.password, clientOf(req));
    return { success: true, message: PASSWORD_RESET_DONE_MESSAGE };
  }

  /** The guard did the work: reaching here means the token is valid. */
  @ApiBearerAuth()
  @Get('user-auth')
  userAuth(): OkResponse {
    return { ok: true };
  }

  @ApiBearerAuth()
  @Permit('admin panel')
  @Get('admin-auth')
  adminAuth(): OkResponse {
    return { ok: true };
  }

  /**
   * A new password needs the current one: it is checked like a login, so it shares the login's rate limit per
   * address and its failure count per account (429 with Retry-After beyond).
   */
  @ApiBearerAuth()
  @AuthRateLimit()
  @Put('profile')
  updateProfile(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdateProfileDto,
    @Req() req: Request,
  ): Promise<UpdateProfileResponse> {
    return this.auth.updateProfile(user, body, clientOf(req));
  }

  /** Ends every session of the account: its tokens stop working at once. */
  @ApiBearerAuth()
  @Post('logout')
  @HttpCode(200)
  async logout(@CurrentUser() user: AuthUser): Promise<LogoutResponse> {
    await this.auth.logout(user);
    return { success: true, message: LOGGED_OUT_MESSAGE };
  }
}
