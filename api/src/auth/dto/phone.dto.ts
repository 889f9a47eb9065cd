import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_WRONG_MESSAGE,
  type PhoneCodeRequest,
  type PhoneVerifyRequest,
} from '../../contracts';
import { PhoneField } from './user-fields';

/** POST /api/v1/auth/phone/code. */
export class PhoneCodeDto implements PhoneCodeRequest {
  @PhoneField()
  phone: string;
}

/** POST /api/v1/auth/phone/verify: anything but six digits is a wrong code. */
export class PhoneVerifyDto implements PhoneVerifyRequest {
  @PhoneField()
  phone: string;

  @ApiProperty({ example: '123456' })
  @IsString({ message: PHONE_CODE_WRONG_MESSAGE })
  @Matches(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), { message: PHONE_CODE_WRONG_MESSAGE })
  code: string;
}
