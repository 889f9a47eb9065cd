import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { RETURN_STATUSES, type ReturnListQuery, type ReturnStatus } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';

/** GET /api/v1/returns (admin): `status`, `page`, `limit`; newest first, the total in X-Total-Count. */
export class ListReturnsQuery extends PageQueryDto implements ReturnListQuery {
  @ApiPropertyOptional({ enum: RETURN_STATUSES })
  @IsOptional()
  @IsIn(RETURN_STATUSES, { message: `status must be one of ${RETURN_STATUSES.join(', ')}` })
  status?: ReturnStatus;
}
