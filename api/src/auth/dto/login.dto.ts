import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { englishOf, EMAIL_MAX, type LoginRequest, PASSWORD_MAX } from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

export const LOGIN_FAILED = englishOf('INVALID_CREDENTIALS');

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'admin@pashmina.test' })
  @TrimToUndefined()
  @Checks(IsString({ message: englishOf('EMAIL_REQUIRED') }), MaxLength(EMAIL_MAX, { message: LOGIN_FAILED }))
  email: string;

  @ApiProperty({ example: 'admin12345' })
  @Checks(
    IsString({ message: englishOf('PASSWORD_REQUIRED') }),
    MinLength(1, { message: englishOf('PASSWORD_REQUIRED') }),
    MaxLength(PASSWORD_MAX, { message: LOGIN_FAILED }),
  )
  password: string;
}
