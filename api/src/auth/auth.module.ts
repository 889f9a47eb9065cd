import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';
import { UsersRepository } from './users.repository';

export const RATE_LIMIT_MESSAGE = 'Too many attempts. Please try again in a minute.';

@Module({
  imports: [
    // Secret and algorithm are passed on every sign/verify call by TokenService (from the validated config).
    JwtModule.register({}),
    // Only login, register and the profile (which may check a password) use the ThrottlerGuard (per route and client address, in this instance's memory).
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [{ name: 'auth', ttl: 60_000, limit: config.authRateLimit }],
        errorMessage: RATE_LIMIT_MESSAGE,
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [
    AuthService,
    PasswordService,
    TokenService,
    UsersRepository,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PasswordService, TokenService, UsersRepository],
})
export class AuthModule {}
