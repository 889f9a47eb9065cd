import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  ADDRESS_MAX,
  ADDRESS_MESSAGE,
  ADDRESS_TOO_LONG_MESSAGE,
  EMAIL_MAX,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  NAME_MAX,
  NAME_MESSAGE,
  NAME_MIN,
  NAME_TOO_LONG_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MESSAGE,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG_MESSAGE,
  PHONE_LENGTH,
  PHONE_MESSAGE,
  PHONE_PATTERN,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

// The account fields' decorators (rules and messages from the contracts, docs/rules.md, Accounts), shared by
// register and profile, the contact form and the checkout's billing details.

export const NameField = () =>
  applyDecorators(
    ApiProperty({ example: 'Sita Sharma', minLength: NAME_MIN, maxLength: NAME_MAX }),
    TrimToUndefined(),
    Checks(
      IsString({ message: NAME_MESSAGE }),
      MinLength(NAME_MIN, { message: NAME_MESSAGE }),
      MaxLength(NAME_MAX, { message: NAME_TOO_LONG_MESSAGE }),
    ),
  );

export const EmailField = (optional = false) =>
  applyDecorators(
    optional
      ? ApiPropertyOptional({ example: 'sita@pashmina.test', maxLength: EMAIL_MAX })
      : ApiProperty({ example: 'sita@pashmina.test', maxLength: EMAIL_MAX }),
    TrimToUndefined(),
    ...(optional ? [IsOptional()] : []),
    Checks(
      IsString({ message: EMAIL_MESSAGE }),
      MaxLength(EMAIL_MAX, { message: EMAIL_MESSAGE }),
      Matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE }),
    ),
  );

/** Not trimmed: spaces may be part of a password. On the profile, a blank password means "keep the current one". */
export const PasswordField = (optional = false) =>
  applyDecorators(
    optional ? ApiPropertyOptional({ minLength: PASSWORD_MIN }) : ApiProperty({ minLength: PASSWORD_MIN }),
    ...(optional
      ? [Transform(({ value }) => (value === '' || value === null ? undefined : value)), IsOptional()]
      : []),
    Checks(
      IsString({ message: PASSWORD_MESSAGE }),
      MinLength(PASSWORD_MIN, { message: PASSWORD_MESSAGE }),
      MaxLength(PASSWORD_MAX, { message: PASSWORD_TOO_LONG_MESSAGE }),
    ),
  );

/** A number is accepted too (a form may send the digits as a number). */
export const PhoneField = () =>
  applyDecorators(
    ApiProperty({ example: '9841234567' }),
    Transform(({ value }) =>
      typeof value === 'number' && Number.isInteger(value)
        ? String(value)
        : typeof value === 'string'
          ? value.trim()
          : value,
    ),
    PhoneChecks(),
  );

/** The phone number's checks, for fields that convert it their own way (the checkout's billing details). */
export const PhoneChecks = () =>
  Checks(
    IsString({ message: PHONE_MESSAGE }),
    MaxLength(PHONE_LENGTH, { message: PHONE_MESSAGE }),
    Matches(PHONE_PATTERN, { message: PHONE_MESSAGE }),
  );

export const AddressField = () =>
  applyDecorators(
    ApiProperty({ example: 'Thamel, Kathmandu', maxLength: ADDRESS_MAX }),
    TrimToUndefined(),
    Checks(
      IsString({ message: ADDRESS_MESSAGE }),
      MinLength(1, { message: ADDRESS_MESSAGE }),
      MaxLength(ADDRESS_MAX, { message: ADDRESS_TOO_LONG_MESSAGE }),
    ),
  );
