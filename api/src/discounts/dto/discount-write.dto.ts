import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  DEFAULT_PER_CUSTOMER_LIMIT,
  DISCOUNT_ACTIVE_MESSAGE,
  DISCOUNT_CODE_MAX,
  DISCOUNT_CODE_MESSAGE,
  DISCOUNT_CODE_MIN,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_MIN_SUBTOTAL_MESSAGE,
  DISCOUNT_PER_CUSTOMER_MESSAGE,
  DISCOUNT_TYPE_MESSAGE,
  DISCOUNT_TYPES,
  DISCOUNT_USAGE_LIMIT_MESSAGE,
  DISCOUNT_VALUE_MESSAGE,
  discountDateMessage,
  type DiscountType,
  type DiscountWriteFields,
  MAX_DISCOUNT_USES,
  MAX_ORDER_AMOUNT,
  normalizeDiscountCode,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { IsRupees } from '../../common/validation/rupees';
import { TrimToNull } from '../../common/validation/transforms';

/** What people type, as the shop stores and compares it: trimmed, in capitals. */
export const NormalizedCode = () =>
  Transform(({ value }) => (typeof value === 'string' ? normalizeDiscountCode(value) : value));

const DateChecks = (field: 'startsAt' | 'endsAt') =>
  Checks(
    IsString({ message: discountDateMessage(field) }),
    MaxLength(40, { message: discountDateMessage(field) }),
    IsISO8601({ strict: true }, { message: discountDateMessage(field) }),
  );

const LimitChecks = (message: string) =>
  Checks(IsInt({ message }), Min(1, { message }), Max(MAX_DISCOUNT_USES, { message }));

/**
 * POST /api/v1/discounts. The bounds that hold whatever the type are checked here; the value's bounds of its type
 * and the dates' order are the service's (a PUT may change one without the other).
 */
export class CreateDiscountDto implements DiscountWriteFields {
  @ApiProperty({ minLength: DISCOUNT_CODE_MIN, maxLength: DISCOUNT_CODE_MAX, example: 'DASHAIN25' })
  @NormalizedCode()
  @Checks(
    IsString({ message: DISCOUNT_CODE_MESSAGE }),
    MinLength(DISCOUNT_CODE_MIN, { message: DISCOUNT_CODE_MESSAGE }),
    MaxLength(DISCOUNT_CODE_MAX, { message: DISCOUNT_CODE_MESSAGE }),
    Matches(DISCOUNT_CODE_PATTERN, { message: DISCOUNT_CODE_MESSAGE }),
  )
  code: string;

  @ApiProperty({ enum: DISCOUNT_TYPES })
  @IsIn(DISCOUNT_TYPES, { message: DISCOUNT_TYPE_MESSAGE })
  type: DiscountType;

  @ApiProperty({ description: 'Percent (1–90), or rupees (at least 1) for a fixed discount' })
  @Checks(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: DISCOUNT_VALUE_MESSAGE }),
    Max(MAX_ORDER_AMOUNT, { message: DISCOUNT_VALUE_MESSAGE }),
  )
  value: number;

  @ApiPropertyOptional({ description: 'Rupees', default: 0, minimum: 0, maximum: MAX_ORDER_AMOUNT })
  @IsOptional()
  @Checks(
    IsRupees({ message: DISCOUNT_MIN_SUBTOTAL_MESSAGE }),
    Min(0, { message: DISCOUNT_MIN_SUBTOTAL_MESSAGE }),
    Max(MAX_ORDER_AMOUNT, { message: DISCOUNT_MIN_SUBTOTAL_MESSAGE }),
  )
  minSubtotal?: number;

  @ApiPropertyOptional({ description: 'ISO time; null or empty for none', nullable: true })
  @IsOptional()
  @TrimToNull()
  @DateChecks('startsAt')
  startsAt?: string | null;

  @ApiPropertyOptional({ description: 'ISO time; null or empty for none', nullable: true })
  @IsOptional()
  @TrimToNull()
  @DateChecks('endsAt')
  endsAt?: string | null;

  @ApiPropertyOptional({ description: 'Total orders; null for no limit', nullable: true })
  @IsOptional()
  @LimitChecks(DISCOUNT_USAGE_LIMIT_MESSAGE)
  usageLimit?: number | null;

  @ApiPropertyOptional({ default: DEFAULT_PER_CUSTOMER_LIMIT, minimum: 1, maximum: MAX_DISCOUNT_USES })
  @IsOptional()
  @LimitChecks(DISCOUNT_PER_CUSTOMER_MESSAGE)
  perCustomerLimit?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean({ message: DISCOUNT_ACTIVE_MESSAGE })
  active?: boolean;
}

/** PUT /api/v1/discounts/:id: any subset of the fields; absent ones keep their value, null clears an optional one. */
export class UpdateDiscountDto extends PartialType(CreateDiscountDto) {}
