import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  type CreateRefundRequest,
  MAX_ORDER_AMOUNT,
  MAX_RESTOCK_LINES,
  REFUND_AMOUNT_MESSAGE,
  REFUND_REASON_MAX,
  REFUND_REASON_MESSAGE,
  REFUND_REASON_MIN,
  RESTOCK_MESSAGE,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { IsRupees } from '../../common/validation/rupees';
import { TrimToUndefined } from '../../common/validation/transforms';
import { RefundLineDto } from '../../returns';

/** POST /api/v1/orders/:id/refunds (admin). */
export class CreateRefundDto implements CreateRefundRequest {
  @ApiProperty({ description: 'Rupees with paisa, more than 0', maximum: MAX_ORDER_AMOUNT })
  @Checks(
    IsRupees({ message: REFUND_AMOUNT_MESSAGE }),
    Min(0.01, { message: REFUND_AMOUNT_MESSAGE }),
    Max(MAX_ORDER_AMOUNT, { message: REFUND_AMOUNT_MESSAGE }),
  )
  amount: number;

  @ApiProperty({ minLength: REFUND_REASON_MIN, maxLength: REFUND_REASON_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: REFUND_REASON_MESSAGE }),
    MinLength(REFUND_REASON_MIN, { message: REFUND_REASON_MESSAGE }),
    MaxLength(REFUND_REASON_MAX, { message: REFUND_REASON_MESSAGE }),
  )
  reason: string;

  @ApiPropertyOptional({ type: [RefundLineDto] })
  @IsOptional()
  @Checks(
    IsArray({ message: RESTOCK_MESSAGE }),
    ArrayMaxSize(MAX_RESTOCK_LINES, { message: RESTOCK_MESSAGE }),
    ValidateNested({ each: true }),
  )
  @Type(() => RefundLineDto)
  restock?: RefundLineDto[];
}
