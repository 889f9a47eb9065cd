import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { EMAIL_MAX, type LoginRequest, PASSWORD_MAX } from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

export const LOGIN_FAILED = 'Invalid email or password';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'admin@pashmina.test' })
  @TrimToUndefined()
  @Checks(IsString({ message: 'Email is required' }), MaxLength(EMAIL_MAX, { message: LOGIN_FAILED }))
  email: string;

  @ApiProperty({ example: 'admin12345' })
  @Checks(
    IsString({ message: 'Password is required' }),
    MinLength(1, { message: 'Password is required' }),
    MaxLength(PASSWORD_MAX, { message: LOGIN_FAILED }),
  )
  password: string;
}
