import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { isUuid } from '../common/uuid';
import {
  type AdminUser,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  type LoginResponse,
  OWNER_NOT_DELETABLE,
  ROLE_USER,
  type Role,
  type UpdateProfileResponse,
} from '../contracts';
import { isUniqueViolation, type UserRow } from '../database';
import type { AuthUser } from './auth-user';
import { LOGIN_FAILED } from './dto/login.dto';
import type { RegisterDto } from './dto/register.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { PasswordService } from './password.service';
import { toAdminUser, toSessionUser } from './session-user';
import { TokenService } from './token.service';
import { type ProfileChanges, UsersRepository } from './users.repository';

export const EMAIL_TAKEN = 'Email is already registered';
export const USER_NOT_FOUND = 'User not found';
export const EMAIL_IMMUTABLE = 'The email address cannot be changed';
export const OWNER_NOT_DEMOTABLE = "The shop owner's account cannot be demoted";
export const LAST_ADMIN = 'The last admin cannot be demoted';
export const SELF_DELETE = "You can't delete your own account";
const SESSION_ENDED = 'Your session has ended, please log in again';

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
    if (!user || !valid) throw new UnauthorizedException(LOGIN_FAILED);
    const token = await this.tokens.sign(user.id, user.tokenVersion);
    return { success: true, message: 'Login successfully', user: toSessionUser(user), token };
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

  async updateProfile(caller: AuthUser, fields: UpdateProfileDto): Promise<UpdateProfileResponse> {
    if (fields.email !== undefined && fields.email.toLowerCase() !== caller.email.toLowerCase()) {
      throw new BadRequestException(EMAIL_IMMUTABLE);
    }
    const changes: ProfileChanges = { name: fields.name, phone: fields.phone, address: fields.address };
    let currentHash: string | undefined;
    if (fields.password !== undefined) {
      // A new password needs the current one; without it, or with a wrong one, nothing changes at all.
      if (fields.currentPassword === undefined)
        throw new BadRequestException(CURRENT_PASSWORD_REQUIRED_MESSAGE);
      const current = await this.users.findById(caller.id);
      if (!current) throw new UnauthorizedException(SESSION_ENDED);
      if (!(await this.passwords.verify(current.passwordHash, fields.currentPassword)))
        throw new BadRequestException(CURRENT_PASSWORD_WRONG_MESSAGE);
      currentHash = current.passwordHash;
      changes.passwordHash = await this.passwords.hash(fields.password);
    }
    const user = await this.users.updateProfile(caller.id, changes, currentHash);
    if (!user) {
      // Changed meanwhile: the password it was checked against is no longer the current one.
      if (currentHash && (await this.users.findById(caller.id)))
        throw new BadRequestException(CURRENT_PASSWORD_WRONG_MESSAGE);
      throw new UnauthorizedException(SESSION_ENDED);
    }
    const response: UpdateProfileResponse = {
      success: true,
      message: 'Profile updated successfully',
      updatedUser: toSessionUser(user),
    };
    // The password change ended every older session, this one included: hand over a fresh token.
    if (changes.passwordHash) response.token = await this.tokens.sign(user.id, user.tokenVersion);
    return response;
  }

  logout(caller: AuthUser): Promise<void> {
    return this.users.bumpTokenVersion(caller.id);
  }

  async listUsers(): Promise<AdminUser[]> {
    return (await this.users.list()).map(toAdminUser);
  }

  async getUser(id: string): Promise<AdminUser> {
    return toAdminUser(await this.existing(id));
  }

  async setRole(id: string, role: Role): Promise<AdminUser> {
    const current = await this.existing(id);
    const updated = await this.users.setRole(id, role);
    if (updated) return toAdminUser(updated);
    if (current.isOwner) throw new ConflictException(OWNER_NOT_DEMOTABLE);
    if (!(await this.users.findById(id))) throw new NotFoundException(USER_NOT_FOUND);
    throw new ConflictException(LAST_ADMIN);
  }

  async deleteUser(caller: AuthUser, id: string): Promise<void> {
    const current = await this.existing(id);
    if (current.isOwner) throw new ForbiddenException(OWNER_NOT_DELETABLE);
    if (current.id === caller.id) throw new ConflictException(SELF_DELETE);
    // Conditional on not being the owner again; a concurrent delete leaves nothing to delete.
    if (!(await this.users.delete(id))) throw new NotFoundException(USER_NOT_FOUND);
  }

  private async existing(id: string): Promise<UserRow> {
    const user = isUuid(id) ? await this.users.findById(id) : undefined;
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    return user;
  }
}
