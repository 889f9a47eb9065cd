import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { ContactRequest } from '../../contracts';
import { TrimToUndefined } from '../../common/validation/transforms';
import { EMAIL_MAX, EMAIL_MESSAGE, EMAIL_PATTERN } from '../../auth/dto/user-fields';

export const CONTACT_NAME_MAX = 80;
export const CONTACT_MESSAGE_MAX = 2000;

export class CreateContactDto implements ContactRequest {
  @ApiProperty({ maxLength: CONTACT_NAME_MAX })
  @TrimToUndefined()
  @IsString({ message: 'Name is required' })
  @MaxLength(CONTACT_NAME_MAX, { message: `Name must be at most ${CONTACT_NAME_MAX} characters long` })
  name: string;

  @ApiProperty({ maxLength: EMAIL_MAX })
  @TrimToUndefined()
  @IsString({ message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX, { message: EMAIL_MESSAGE })
  @Matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE })
  email: string;

  @ApiProperty({ maxLength: CONTACT_MESSAGE_MAX })
  @TrimToUndefined()
  @IsString({ message: 'Message is required' })
  @MaxLength(CONTACT_MESSAGE_MAX, {
    message: `Message must be at most ${CONTACT_MESSAGE_MAX} characters long`,
  })
  message: string;
}
