// Accounts, sessions and the global guard. Other modules use the caller's type, the account field decorators
// (the checkout and contact forms ask for the same e-mail, phone and address) and, for seeding, the users.
export type { AuthUser } from './auth-user';
export { AuthModule, RATE_LIMIT_MESSAGE } from './auth.module';
export { CurrentUser } from './current-user.decorator';
export { AddressField, EmailField, PhoneChecks } from './dto/user-fields';
export { PasswordService } from './password.service';
export { UsersRepository } from './users.repository';
