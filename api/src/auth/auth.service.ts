import { Injectable, UnauthorizedException } from '@nestjs/common';
import type { LoginResponse } from '../contracts';
import { PasswordService } from './password.service';
import { toSessionUser } from './session-user';
import { TokenService } from './token.service';
import { UsersRepository } from './users.repository';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
  ) {}

  async login(email: string, password: string): Promise<LoginResponse> {
    const user = await this.users.findByEmail(email);
    // Verify even when the e-mail is unknown, so both failures take the same time and read the same.
    const valid = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !valid) throw new UnauthorizedException('Invalid email or password');
    const token = await this.tokens.sign(user.id, user.tokenVersion);
    return { success: true, message: 'Login successfully', user: toSessionUser(user), token };
  }
}
