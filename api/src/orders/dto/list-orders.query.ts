import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { type OrderListQuery, ORDER_STATUSES, type OrderStatus } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';

/** GET /api/v1/orders: the caller's own orders (an admin's: all), newest first, total in X-Total-Count. */
export class ListOrdersQuery extends PageQueryDto implements OrderListQuery {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;
}
