import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { UpdateFeedbackRequest } from '../../contracts';
import { ToBoolean } from '../../common/validation/transforms';

export class UpdateFeedbackDto implements UpdateFeedbackRequest {
  @ApiProperty()
  @ToBoolean()
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured: boolean;
}
