import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MESSAGE,
  CONTACT_MESSAGE_TOO_LONG_MESSAGE,
  CONTACT_NAME_MAX,
  CONTACT_NAME_MESSAGE,
  CONTACT_NAME_TOO_LONG_MESSAGE,
  type ContactRequest,
} from '../../contracts';
import { EmailField } from '../../auth';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

export class CreateContactDto implements ContactRequest {
  @ApiProperty({ maxLength: CONTACT_NAME_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: CONTACT_NAME_MESSAGE }),
    MaxLength(CONTACT_NAME_MAX, { message: CONTACT_NAME_TOO_LONG_MESSAGE }),
  )
  name: string;

  @EmailField()
  email: string;

  @ApiProperty({ maxLength: CONTACT_MESSAGE_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: CONTACT_MESSAGE_MESSAGE }),
    MaxLength(CONTACT_MESSAGE_MAX, { message: CONTACT_MESSAGE_TOO_LONG_MESSAGE }),
  )
  message: string;
}
