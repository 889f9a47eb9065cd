import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import type { LoginRequest } from '../../contracts';
import { TrimToUndefined } from '../../common/validation/transforms';

export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'admin@pashmina.test' })
  @TrimToUndefined()
  @IsString({ message: 'Email is required' })
  @MaxLength(254, { message: 'Invalid email or password' })
  email: string;

  @ApiProperty({ example: 'admin12345' })
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  // argon2 of a huge input is slow: bound it well above any real password.
  @MaxLength(200, { message: 'Invalid email or password' })
  password: string;
}
