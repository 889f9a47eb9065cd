import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  RETURN_NOTE_MAX,
  RETURN_STATUSES,
  type ReturnStatus,
  type UpdateReturnRequest,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

const NOTE_MESSAGE = `Note must be at most ${RETURN_NOTE_MAX} characters long`;

/** PUT /api/v1/returns/:id (admin). */
export class UpdateReturnDto implements UpdateReturnRequest {
  @ApiProperty({ enum: RETURN_STATUSES })
  @IsIn(RETURN_STATUSES, { message: `Status must be one of ${RETURN_STATUSES.join(', ')}` })
  status: ReturnStatus;

  @ApiPropertyOptional({ maxLength: RETURN_NOTE_MAX })
  @IsOptional()
  @TrimToUndefined()
  @Checks(IsString({ message: NOTE_MESSAGE }), MaxLength(RETURN_NOTE_MAX, { message: NOTE_MESSAGE }))
  note?: string;
}
