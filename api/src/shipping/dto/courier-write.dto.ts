import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  COURIER_NAME_MAX,
  COURIER_NAME_MESSAGE,
  COURIER_URL_MAX,
  COURIER_URL_MESSAGE,
  type CourierRequest,
} from '../../contracts';

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** '' (no link), or an http(s) address that says where the number goes. */
export const TRACKING_TEMPLATE = /^$|^https?:\/\/\S*\{tracking\}\S*$/;

/** POST /api/v1/couriers: a name (unique in any case) and a tracking link's template. */
export class CreateCourierDto implements CourierRequest {
  @ApiProperty({ maxLength: COURIER_NAME_MAX })
  @Trimmed()
  @IsString({ message: COURIER_NAME_MESSAGE })
  @MinLength(1, { message: COURIER_NAME_MESSAGE })
  @MaxLength(COURIER_NAME_MAX, { message: COURIER_NAME_MESSAGE })
  name: string;

  @ApiPropertyOptional({ example: 'https://example-courier.com.np/track?id={tracking}' })
  @IsOptional()
  @Trimmed()
  @IsString({ message: COURIER_URL_MESSAGE })
  @MaxLength(COURIER_URL_MAX, { message: COURIER_URL_MESSAGE })
  @Matches(TRACKING_TEMPLATE, { message: COURIER_URL_MESSAGE })
  trackingUrl?: string;
}

/** PUT /api/v1/couriers/{id}: either field; a rename leaves the orders it shipped as they were told. */
export class UpdateCourierDto extends PartialType(CreateCourierDto) {}
