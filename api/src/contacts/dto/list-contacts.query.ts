import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { type ContactListQuery, EMAIL_MAX } from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { PageQueryDto } from '../../common/validation/page-query';
import { TrimToUndefined } from '../../common/validation/transforms';

/** GET /api/v1/contact: `q` (an e-mail substring, admins only), `page` and `limit`. */
export class ListContactsQuery extends PageQueryDto implements ContactListQuery {
  @ApiPropertyOptional({
    description: 'Admins: e-mail contains the text (case-insensitive)',
    maxLength: EMAIL_MAX,
  })
  @IsOptional()
  @TrimToUndefined()
  @Checks(
    IsString({ message: 'q must be a string' }),
    MaxLength(EMAIL_MAX, { message: `q must be at most ${EMAIL_MAX} characters` }),
  )
  q?: string;
}
