import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MESSAGE,
  FEEDBACK_MESSAGE_TOO_LONG_MESSAGE,
  FEEDBACK_NAME_MAX,
  FEEDBACK_NAME_MESSAGE,
  FEEDBACK_NAME_TOO_LONG_MESSAGE,
  type FeedbackRequest,
} from '../../contracts';
import { EmailField } from '../../auth';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

export class CreateFeedbackDto implements FeedbackRequest {
  @ApiProperty({ maxLength: FEEDBACK_NAME_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: FEEDBACK_NAME_MESSAGE }),
    MaxLength(FEEDBACK_NAME_MAX, { message: FEEDBACK_NAME_TOO_LONG_MESSAGE }),
  )
  name: string;

  @EmailField()
  email: string;

  @ApiProperty({ maxLength: FEEDBACK_MESSAGE_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: FEEDBACK_MESSAGE_MESSAGE }),
    MaxLength(FEEDBACK_MESSAGE_MAX, { message: FEEDBACK_MESSAGE_TOO_LONG_MESSAGE }),
  )
  message: string;
}
