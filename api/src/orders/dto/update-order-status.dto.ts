import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ADMIN_ORDER_STATUSES, type AdminOrderStatus, type UpdateOrderStatusRequest } from '../../contracts';

export class UpdateOrderStatusDto implements UpdateOrderStatusRequest {
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES })
  @IsIn(ADMIN_ORDER_STATUSES, { message: `Status must be one of ${ADMIN_ORDER_STATUSES.join(', ')}` })
  status: AdminOrderStatus;
}
