import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { TrimToUndefined } from '../../common/validation/transforms';

// The account fields' rules and messages (SPEC §5, messages exact), shared by register and profile.

export const NAME_MIN = 5;
export const NAME_MAX = 80;
export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 6;
/** argon2 of a huge input is slow: bound it well above any real password. */
export const PASSWORD_MAX = 200;
export const ADDRESS_MAX = 300;
/** A basic address pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 digits starting with 98, 97, …, 90 or 89 … 80. */
export const PHONE_PATTERN = /^(9[0-8]|8\d)\d{8}$/;

export const NAME_MESSAGE = 'Proper name is required';
export const EMAIL_MESSAGE = 'Invalid email format';
export const PASSWORD_MESSAGE = 'Password must be at least 6 characters long';
export const PHONE_MESSAGE = 'Invalid phone number';
export const ADDRESS_MESSAGE = 'Address is required';

/**
 * applyDecorators() applies its list first to last, whereas stacked decorators apply bottom-up: reverse the list so
 * these read (and report, see firstValidationMessage: the first written check that fails) like stacked ones.
 */
const stacked = (...decorators: PropertyDecorator[]) => applyDecorators(...decorators.reverse());

export const NameField = () =>
  stacked(
    ApiProperty({ example: 'Sita Sharma', minLength: NAME_MIN, maxLength: NAME_MAX }),
    TrimToUndefined(),
    IsString({ message: NAME_MESSAGE }),
    MinLength(NAME_MIN, { message: NAME_MESSAGE }),
    MaxLength(NAME_MAX, { message: `Name must be at most ${NAME_MAX} characters long` }),
  );

export const EmailField = (optional = false) =>
  stacked(
    optional
      ? ApiPropertyOptional({ example: 'sita@pashmina.test' })
      : ApiProperty({ example: 'sita@pashmina.test' }),
    TrimToUndefined(),
    ...(optional ? [IsOptional()] : []),
    IsString({ message: EMAIL_MESSAGE }),
    MaxLength(EMAIL_MAX, { message: EMAIL_MESSAGE }),
    Matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE }),
  );

/** Not trimmed: spaces may be part of a password. On the profile, a blank password means "keep the current one". */
export const PasswordField = (optional = false) =>
  stacked(
    optional ? ApiPropertyOptional({ minLength: PASSWORD_MIN }) : ApiProperty({ minLength: PASSWORD_MIN }),
    ...(optional
      ? [Transform(({ value }) => (value === '' || value === null ? undefined : value)), IsOptional()]
      : []),
    IsString({ message: PASSWORD_MESSAGE }),
    MinLength(PASSWORD_MIN, { message: PASSWORD_MESSAGE }),
    MaxLength(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters long` }),
  );

/** A number is accepted too (a form may send the digits as a number). */
export const PhoneField = () =>
  stacked(
    ApiProperty({ example: '9841234567' }),
    Transform(({ value }) =>
      typeof value === 'number' && Number.isInteger(value)
        ? String(value)
        : typeof value === 'string'
          ? value.trim()
          : value,
    ),
    IsString({ message: PHONE_MESSAGE }),
    Matches(PHONE_PATTERN, { message: PHONE_MESSAGE }),
  );

export const AddressField = () =>
  stacked(
    ApiProperty({ example: 'Thamel, Kathmandu', maxLength: ADDRESS_MAX }),
    TrimToUndefined(),
    IsString({ message: ADDRESS_MESSAGE }),
    MinLength(1, { message: ADDRESS_MESSAGE }),
    MaxLength(ADDRESS_MAX, { message: `Address must be at most ${ADDRESS_MAX} characters long` }),
  );
