import type { UpdateProfileRequest } from '../../contracts';
import { AddressField, EmailField, NameField, PasswordField, PhoneField } from './user-fields';

export class UpdateProfileDto implements UpdateProfileRequest {
  @NameField()
  name: string;

  /** Shown disabled by the client: when sent it must be the account's own address. */
  @EmailField(true)
  email?: string;

  @PhoneField()
  phone: string;

  @AddressField()
  address: string;

  @PasswordField(true)
  password?: string;
}
