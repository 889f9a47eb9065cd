import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  DELIVERY_CASH_MESSAGE,
  DELIVERY_DAYS_MAX,
  DELIVERY_DAYS_MESSAGE,
  DELIVERY_DISTRICTS_MESSAGE,
  DELIVERY_FEE_MAX,
  DELIVERY_FEE_MESSAGE,
  DELIVERY_FREE_FROM_MESSAGE,
  DELIVERY_ZONE_NAME_MAX,
  DELIVERY_ZONE_NAME_MESSAGE,
  DELIVERY_ZONE_NAME_MIN,
  type DeliveryZoneWriteFields,
  MAX_ORDER_AMOUNT,
  NEPAL_DISTRICTS,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { IsRupees } from '../../common/validation/rupees';

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Absent keeps the value; null is no value for these fields, so it is checked (and refused) like any other. */
const UnlessAbsent = () => ValidateIf((_object, value) => value !== undefined);
const Money = (message: string, min: number, max: number) =>
  Checks(IsRupees({ message }), Min(min, { message }), Max(max, { message }));

/**
 * POST /api/v1/delivery/zones. Each bad field is a 400 with its message and name; the districts' names are the
 * service's to check ('Unknown district: <name>.').
 */
export class CreateDeliveryZoneDto implements DeliveryZoneWriteFields {
  @ApiProperty({ minLength: DELIVERY_ZONE_NAME_MIN, maxLength: DELIVERY_ZONE_NAME_MAX, example: 'Far west' })
  @Trimmed()
  @Checks(
    IsString({ message: DELIVERY_ZONE_NAME_MESSAGE }),
    MinLength(DELIVERY_ZONE_NAME_MIN, { message: DELIVERY_ZONE_NAME_MESSAGE }),
    MaxLength(DELIVERY_ZONE_NAME_MAX, { message: DELIVERY_ZONE_NAME_MESSAGE }),
  )
  name: string;

  @ApiProperty({ description: 'Rupees', minimum: 0, maximum: DELIVERY_FEE_MAX })
  @Money(DELIVERY_FEE_MESSAGE, 0, DELIVERY_FEE_MAX)
  fee: number;

  @ApiPropertyOptional({ description: 'Rupees; null for never free', nullable: true })
  @IsOptional()
  @Money(DELIVERY_FREE_FROM_MESSAGE, 0.01, MAX_ORDER_AMOUNT)
  freeFrom?: number | null;

  @ApiPropertyOptional({ default: true })
  @UnlessAbsent()
  @IsBoolean({ message: DELIVERY_CASH_MESSAGE })
  cashOnDelivery?: boolean;

  @ApiPropertyOptional({ maxLength: DELIVERY_DAYS_MAX, example: '1-2' })
  @UnlessAbsent()
  @Trimmed()
  @Checks(
    IsString({ message: DELIVERY_DAYS_MESSAGE }),
    MaxLength(DELIVERY_DAYS_MAX, { message: DELIVERY_DAYS_MESSAGE }),
  )
  days?: string;

  @ApiPropertyOptional({ description: 'Districts to move into this zone', type: [String] })
  @UnlessAbsent()
  @Checks(
    IsArray({ message: DELIVERY_DISTRICTS_MESSAGE }),
    ArrayMaxSize(NEPAL_DISTRICTS.length, { message: DELIVERY_DISTRICTS_MESSAGE }),
    IsString({ each: true, message: DELIVERY_DISTRICTS_MESSAGE }),
    MaxLength(100, { each: true, message: DELIVERY_DISTRICTS_MESSAGE }),
  )
  districts?: string[];
}

/** PUT /api/v1/delivery/zones/:id: any subset; `districts` are moved in, none is taken out. */
export class UpdateDeliveryZoneDto extends PartialType(CreateDeliveryZoneDto) {
  @ApiPropertyOptional({ minLength: DELIVERY_ZONE_NAME_MIN, maxLength: DELIVERY_ZONE_NAME_MAX })
  @UnlessAbsent()
  @Trimmed()
  @Checks(
    IsString({ message: DELIVERY_ZONE_NAME_MESSAGE }),
    MinLength(DELIVERY_ZONE_NAME_MIN, { message: DELIVERY_ZONE_NAME_MESSAGE }),
    MaxLength(DELIVERY_ZONE_NAME_MAX, { message: DELIVERY_ZONE_NAME_MESSAGE }),
  )
  declare name?: string;

  @ApiPropertyOptional({ description: 'Rupees', minimum: 0, maximum: DELIVERY_FEE_MAX })
  @UnlessAbsent()
  @Money(DELIVERY_FEE_MESSAGE, 0, DELIVERY_FEE_MAX)
  declare fee?: number;
}
