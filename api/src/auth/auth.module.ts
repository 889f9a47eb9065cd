import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlingModule } from '../common/throttling';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { LoginAttempts } from './login-attempts';
import { PasswordResetRepository } from './password-reset.repository';
import { PasswordResetService } from './password-reset.service';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

export { RATE_LIMIT_MESSAGE } from '../common/throttling';

@Module({
  imports: [
    // Secret and algorithm are passed on every sign/verify call by TokenService (from the validated config).
    JwtModule.register({}),
    // The rate limits of login, register, profile, password reset and checkout, and the failed-login counters.
    ThrottlingModule,
  ],
  controllers: [AuthController, UsersController],
  providers: [
    AuthService,
    LoginAttempts,
    PasswordResetRepository,
    PasswordResetService,
    PasswordService,
    TokenService,
    UsersRepository,
    UsersService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PasswordService, TokenService, UsersRepository],
})
export class AuthModule {}
