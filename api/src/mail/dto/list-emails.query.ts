import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { EMAIL_SEARCH_MAX, EMAIL_STATUSES, type EmailListQuery, type EmailStatus } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';
import { SearchTextField } from '../../common/validation/search-text';

/** GET /api/v1/emails (admin): `status`, `q` a part of the recipient, `page` and `limit`; total in X-Total-Count. */
export class ListEmailsQuery extends PageQueryDto implements EmailListQuery {
  @ApiPropertyOptional({ enum: EMAIL_STATUSES })
  @IsOptional()
  @IsIn(EMAIL_STATUSES, { message: `status must be one of ${EMAIL_STATUSES.join(', ')}` })
  status?: EmailStatus;

  @SearchTextField(EMAIL_SEARCH_MAX, 'The recipient contains the text (case-insensitive)')
  q?: string;
}
