import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { EMAIL_STATUSES, type EmailStatus } from '../contracts';
import { PageQueryDto } from '../common/validation/page-query';

/** An outbox's log query (GET /api/v1/emails, /api/v1/text-messages): `status`, `page` and `limit`; `q` is each one's. */
export class OutboxLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: EMAIL_STATUSES })
  @IsOptional()
  @IsIn(EMAIL_STATUSES, { message: `status must be one of ${EMAIL_STATUSES.join(', ')}` })
  status?: EmailStatus;
}
