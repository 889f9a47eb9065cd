import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import {
  ADMIN_ORDER_STATUSES,
  type AdminOrderStatus,
  COURIER_UNKNOWN_MESSAGE,
  TRACKING_NUMBER_MAX,
  TRACKING_NUMBER_MESSAGE,
  TRACKING_NUMBER_MIN,
  type UpdateOrderStatusRequest,
} from '../../contracts';

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Only a change to 'shipped' reads the courier and the number; then both are required. */
const WhenShipped = () => ValidateIf((body: UpdateOrderStatusDto) => body.status === 'shipped');

export class UpdateOrderStatusDto implements UpdateOrderStatusRequest {
  @ApiProperty({ enum: ADMIN_ORDER_STATUSES })
  @IsIn(ADMIN_ORDER_STATUSES, { message: `Status must be one of ${ADMIN_ORDER_STATUSES.join(', ')}` })
  status: AdminOrderStatus;

  @ApiPropertyOptional({ description: "With 'shipped': the name of one of the owner's couriers." })
  @WhenShipped()
  @Trimmed()
  @IsString({ message: COURIER_UNKNOWN_MESSAGE })
  @MinLength(1, { message: COURIER_UNKNOWN_MESSAGE })
  courier?: string;

  @ApiPropertyOptional({ description: "With 'shipped': 1–40 characters.", maxLength: TRACKING_NUMBER_MAX })
  @WhenShipped()
  @Trimmed()
  @IsString({ message: TRACKING_NUMBER_MESSAGE })
  @MinLength(TRACKING_NUMBER_MIN, { message: TRACKING_NUMBER_MESSAGE })
  @MaxLength(TRACKING_NUMBER_MAX, { message: TRACKING_NUMBER_MESSAGE })
  trackingNumber?: string;
}
