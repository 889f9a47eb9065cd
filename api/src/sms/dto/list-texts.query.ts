import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { EMAIL_STATUSES, type EmailStatus, PHONE_LENGTH, type TextMessageListQuery } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';
import { SearchTextField } from '../../common/validation/search-text';

/** GET /api/v1/text-messages (admin): `status`, `q` a part of the number, `page` and `limit`, as the e-mails' log. */
export class ListTextsQuery extends PageQueryDto implements TextMessageListQuery {
  @ApiPropertyOptional({ enum: EMAIL_STATUSES })
  @IsOptional()
  @IsIn(EMAIL_STATUSES, { message: `status must be one of ${EMAIL_STATUSES.join(', ')}` })
  status?: EmailStatus;

  @SearchTextField(PHONE_LENGTH, 'The number contains the digits')
  q?: string;
}
