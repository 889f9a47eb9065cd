import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { IS_PUBLIC_KEY, OPTIONAL_AUTH_KEY } from '../common/decorators/public.decorator';
import { PERMISSION_KEY } from '../common/decorators/permit.decorator';
import { can, englishOf, type Permission, type Role } from '../contracts';
import type { AuthUser } from './auth-user';
import { TokenService } from './token.service';
import { UsersRepository } from './users.repository';

/**
 * The one global guard (APP_GUARD): routes need a valid token unless @Public(), and @Permit()'s permission on top.
 * The user is loaded on every request, so a bumped token version (logout, password or role change, deletion)
 * or a deleted account locks old tokens out at once.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly users: UsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) {
      // @OptionalAuth(): a valid token names the caller; anything else is an anonymous call, never a 401.
      if (this.reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH_KEY, targets)) {
        request.user = await this.identify(request.headers.authorization);
      }
      return true;
    }

    const token = extractToken(request.headers.authorization);
    const payload = token ? await this.tokens.verify(token) : undefined;
    if (!payload) throw new UnauthorizedException(englishOf('UNAUTHORIZED'));

    const user = await this.users.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.ver)
      throw new UnauthorizedException(englishOf('SESSION_ENDED'));
    request.user = {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role as Role,
      language: user.language === 'ne' ? 'ne' : 'en',
    };

    const permission = this.reflector.getAllAndOverride<Permission | undefined>(PERMISSION_KEY, targets);
    if (permission && !can(user.role, permission)) {
      throw new ForbiddenException(englishOf('FORBIDDEN'));
    }
    return true;
  }

  /** The user of a valid, current token; undefined for no token or an invalid or outdated one. */
  private async identify(authorization: string | undefined): Promise<AuthUser | undefined> {
    const token = extractToken(authorization);
    const payload = token ? await this.tokens.verify(token) : undefined;
    if (!payload) return undefined;
    const user = await this.users.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.ver) return undefined;
    return { id: user.id, name: user.name, email: user.email, role: user.role as Role };
  }
}

/** The spec's client sends the stored token as the whole Authorization header; standard clients send `Bearer <token>`. */
export function extractToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  if (match) return match[1];
  return /^\S+$/.test(value) ? value : undefined;
}
