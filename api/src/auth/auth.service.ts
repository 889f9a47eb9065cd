import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  UnauthorizedException,
} from '@nestjs/common';
import { SECURITY_EVENTS, securityEvent } from '../common/security-events';
import {
  englishOf,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type LoginResponse,
  ROLE_USER,
  type UpdateProfileResponse,
} from '../contracts';
import { isUniqueViolation } from '../database';
import { EmailOutbox } from '../mail';
import { ShopSettingsService } from '../settings';
import type { AuthUser } from './auth-user';
import { LOGIN_FAILED } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { LoginAttempts } from './login-attempts';
import { PasswordService } from './password.service';
import { toSessionUser } from './session-user';
import { TokenService } from './token.service';
import { type ProfileChanges, UsersRepository } from './users.repository';

export const EMAIL_TAKEN = englishOf('EMAIL_TAKEN');
export const EMAIL_IMMUTABLE = englishOf('EMAIL_IMMUTABLE');
const SESSION_ENDED = englishOf('SESSION_ENDED');

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly attempts: LoginAttempts,
    private readonly outbox: EmailOutbox,
    private readonly settings: ShopSettingsService,
  ) {}

  /**
   * Every guess is counted by LoginAttempts (per account and address: 429 past the limit; per account: slowed
   * down past it). Unknown e-mails are counted and checked alike, so the responses never tell which accounts exist.
   */
  async login(email: string, password: string, client = ''): Promise<LoginResponse> {
    await this.attempts.before(email, client);
    const user = await this.users.findByEmail(email);
    // Verify even when the e-mail is unknown, so both failures take the same time and read the same.
    const valid = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !valid) {
      securityEvent(this.logger, SECURITY_EVENTS.loginFailed, {
        email: email.toLowerCase(),
        ip: client,
        via: 'login',
        failures: await this.attempts.failed(email, client),
      });
      throw new UnauthorizedException(LOGIN_FAILED);
    }
    await this.attempts.succeeded(email, client);
    const token = await this.tokens.sign(user.id, user.tokenVersion);
    return { success: true, message: englishOf('LOGGED_IN'), user: toSessionUser(user), token };
  }

  /** Every new account is a customer: the body cannot name a role (the DTO refuses unknown fields). */
  async register(fields: RegisterDto): Promise<void> {
    if (await this.users.findByEmail(fields.email)) throw new ConflictException(EMAIL_TAKEN);
    const passwordHash = await this.passwords.hash(fields.password);
    try {
      await this.users.insert({
        name: fields.name,
        email: fields.email.toLowerCase(),
        passwordHash,
        phone: fields.phone,
        address: fields.address,
        role: ROLE_USER,
      });
    } catch (error) {
      // Two registrations of one address at once: the unique index on lower(email) decides.
      if (isUniqueViolation(error)) throw new ConflictException(EMAIL_TAKEN);
      throw error;
    }
  }

  async updateProfile(
    caller: AuthUser,
    fields: UpdateProfileDto,
    client = '',
  ): Promise<UpdateProfileResponse> {
    if (fields.email !== undefined && fields.email.toLowerCase() !== caller.email.toLowerCase()) {
      throw new BadRequestException(EMAIL_IMMUTABLE);
    }
    const changes: ProfileChanges = {
      name: fields.name,
      phone: fields.phone,
      address: fields.address,
      ...(fields.district === undefined ? {} : { district: fields.district }),
    };
    let currentHash: string | undefined;
    if (fields.password !== undefined) {
      // A new password needs the current one; without it, or with a wrong one, nothing changes at all.
      if (fields.currentPassword === undefined)
        throw new BadRequestException(CURRENT_PASSWORD_REQUIRED_MESSAGE);
      // Counted like a login, so a stolen token gains no guesses beyond the login's.
      await this.attempts.before(caller.email, client);
      const current = await this.users.findById(caller.id);
      if (!current) throw new UnauthorizedException(SESSION_ENDED);
      if (!(await this.passwords.verify(current.passwordHash, fields.currentPassword))) {
        securityEvent(this.logger, SECURITY_EVENTS.loginFailed, {
          email: caller.email.toLowerCase(),
          ip: client,
          via: 'profile',
          failures: await this.attempts.failed(caller.email, client),
        });
        throw new BadRequestException(CURRENT_PASSWORD_WRONG_MESSAGE);
      }
      await this.attempts.succeeded(caller.email, client);
      currentHash = current.passwordHash;
      changes.passwordHash = await this.passwords.hash(fields.password);
    }
    // A new password is announced to the account's address, in the transaction that sets it.
    const user = await this.users.updateProfile(caller.id, changes, currentHash, async (tx, changed) =>
      this.outbox.enqueue(tx, {
        kind: 'password-changed',
        to: changed.email,
        userId: changed.id,
        // In the account's language, as its other e-mails.
        payload: {
          name: changed.name,
          ...(changed.language === 'ne' ? { language: 'ne' as const } : {}),
          contact: await this.settings.contact(tx),
        },
      }),
    );
    if (!user) {
      // Changed meanwhile: the password it was checked against is no longer the current one.
      if (currentHash && (await this.users.findById(caller.id)))
        throw new BadRequestException(CURRENT_PASSWORD_WRONG_MESSAGE);
      throw new UnauthorizedException(SESSION_ENDED);
    }
    const response: UpdateProfileResponse = {
      success: true,
      message: englishOf('PROFILE_UPDATED'),
      updatedUser: toSessionUser(user),
    };
    // The password change ended every older session, this one included: hand over a fresh token.
    if (changes.passwordHash) response.token = await this.tokens.sign(user.id, user.tokenVersion);
    return response;
  }

  logout(caller: AuthUser): Promise<void> {
    return this.users.bumpTokenVersion(caller.id);
  }
}
