import type { RegisterRequest } from '../../contracts';
import { AddressField, EmailField, NameField, PasswordField, PhoneField } from './user-fields';

/** No `role`: with forbidNonWhitelisted a body naming one is refused (400 'Unknown field: role'); accounts start as customers. */
export class RegisterDto implements RegisterRequest {
  @NameField()
  name: string;

  @EmailField()
  email: string;

  @PasswordField()
  password: string;

  @PhoneField()
  phone: string;

  @AddressField()
  address: string;
}
