import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config';
import { ThrottlingModule } from '../common/throttling';
import { AuthController } from './auth.controller';
import { PhoneController } from './phone.controller';
import { PhoneVerification } from './phone-verification.service';
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
    // The secret as a key object made once: given the string, jsonwebtoken first tries to read it as a PEM public key
    // on every call and throws, which was 4% of an instance's CPU on a festival day (bench/festival.mjs --profile).
    // HS256 is pinned on both sides, so `alg: none` or RS/HS confusion is refused.
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const key = createSecretKey(Buffer.from(config.jwtSecret));
        return {
          privateKey: key,
          publicKey: key,
          signOptions: { algorithm: 'HS256' },
          verifyOptions: { algorithms: ['HS256'] },
        };
      },
    }),
    // The rate limits of login, register, profile, password reset and checkout, and the failed-login counters.
    ThrottlingModule,
  ],
  controllers: [AuthController, PhoneController, UsersController],
  providers: [
    AuthService,
    LoginAttempts,
    PasswordResetRepository,
    PasswordResetService,
    PasswordService,
    PhoneVerification,
    TokenService,
    UsersRepository,
    UsersService,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [PasswordService, TokenService, UsersRepository],
})
export class AuthModule {}
