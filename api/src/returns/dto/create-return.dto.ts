import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  type CreateReturnRequest,
  MAX_RESTOCK_LINES,
  RETURN_LINES_MESSAGE,
  RETURN_REASON_MAX,
  RETURN_REASON_REQUIRED_MESSAGE,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';
import { RefundLineDto } from './refund-line.dto';

/** POST /api/v1/orders/:id/returns (the order's customer). */
export class CreateReturnDto implements CreateReturnRequest {
  @ApiProperty({ type: [RefundLineDto] })
  @Checks(
    IsArray({ message: RETURN_LINES_MESSAGE }),
    ArrayMinSize(1, { message: RETURN_LINES_MESSAGE }),
    ArrayMaxSize(MAX_RESTOCK_LINES, { message: RETURN_LINES_MESSAGE }),
    ValidateNested({ each: true }),
  )
  @Type(() => RefundLineDto)
  lines: RefundLineDto[];

  @ApiProperty({ minLength: 1, maxLength: RETURN_REASON_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: RETURN_REASON_REQUIRED_MESSAGE }),
    MinLength(1, { message: RETURN_REASON_REQUIRED_MESSAGE }),
    MaxLength(RETURN_REASON_MAX, { message: RETURN_REASON_REQUIRED_MESSAGE }),
  )
  reason: string;
}
