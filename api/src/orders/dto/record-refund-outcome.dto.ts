import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  type RecordRefundOutcomeRequest,
  REFUND_OUTCOME_MESSAGE,
  REFUND_OUTCOMES,
  type RefundOutcome,
} from '../../contracts';

/** POST /api/v1/orders/:id/refunds/:refundId/outcome (admin): what Khalti's dashboard shows of the refund. */
export class RecordRefundOutcomeDto implements RecordRefundOutcomeRequest {
  @ApiProperty({ enum: REFUND_OUTCOMES })
  @IsIn(REFUND_OUTCOMES, { message: REFUND_OUTCOME_MESSAGE })
  status: RefundOutcome;
}
