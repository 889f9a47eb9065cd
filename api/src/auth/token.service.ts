import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config';
import { isUuid } from '../common/uuid';
import type { TokenPayload } from './auth-user';

type ExpiresIn = NonNullable<Parameters<JwtService['signAsync']>[1]>['expiresIn'];

/** HS256 tokens only, with the key and the algorithm AuthModule gives the JwtService. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(userId: string, tokenVersion: number): Promise<string> {
    const payload: TokenPayload = { sub: userId, ver: tokenVersion };
    const expiresIn = (
      /^\d+$/.test(this.config.jwtExpiresIn) ? Number(this.config.jwtExpiresIn) : this.config.jwtExpiresIn
    ) as ExpiresIn;
    return this.jwt.signAsync(payload, { expiresIn });
  }

  /** The payload of a valid, unexpired token, or undefined. */
  async verify(token: string): Promise<TokenPayload | undefined> {
    try {
      const payload = await this.jwt.verifyAsync<Record<string, unknown>>(token);
      if (!isUuid(payload.sub) || !Number.isInteger(payload.ver)) return undefined;
      return { sub: payload.sub, ver: payload.ver as number };
    } catch {
      return undefined;
    }
  }
}
