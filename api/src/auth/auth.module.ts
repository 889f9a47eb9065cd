import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { PasswordService } from './password.service';
import { TokenService } from './token.service';
import { UsersRepository } from './users.repository';

@Module({
  // Secret and algorithm are passed on every sign/verify call by TokenService (from the validated config).
  imports: [JwtModule.register({})],
  controllers: [AuthController],
  providers: [AuthService, PasswordService, TokenService, UsersRepository, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [PasswordService, TokenService, UsersRepository],
})
export class AuthModule {}
