import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  DISTRICT_REQUIRED_MESSAGE,
  NEPAL_DISTRICTS,
  PASSWORD_MAX,
  type UpdateProfileRequest,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
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

  /** A district of the list, or '' for none (docs/rules.md, Delivery); absent keeps the current one. */
  @ApiPropertyOptional({ description: "One of the 77 districts, or '' for none", example: 'Kathmandu' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Checks(
    IsString({ message: DISTRICT_REQUIRED_MESSAGE }),
    MaxLength(100, { message: DISTRICT_REQUIRED_MESSAGE }),
    IsIn(['', ...NEPAL_DISTRICTS], { message: DISTRICT_REQUIRED_MESSAGE }),
  )
  district?: string;

  @PasswordField(true)
  password?: string;

  /** Needed with a new password; checked by AuthService. Blank means absent. Never trimmed. */
  @ApiPropertyOptional({ maxLength: PASSWORD_MAX })
  @Transform(({ value }) => (value === '' || value === null ? undefined : value))
  @IsOptional()
  @Checks(
    IsString({ message: CURRENT_PASSWORD_REQUIRED_MESSAGE }),
    MaxLength(PASSWORD_MAX, { message: CURRENT_PASSWORD_WRONG_MESSAGE }),
  )
  currentPassword?: string;
}
