import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  CHECKOUT_PAYMENT_METHODS,
  type CheckoutPaymentMethod,
  type CreateOrderCustomerInfo,
  type CreateOrderLine,
  type CreateOrderRequest,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
} from '../../contracts';
import { TrimToUndefined } from '../../common/validation/transforms';
import {
  ADDRESS_MAX,
  ADDRESS_MESSAGE,
  EMAIL_MAX,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  PHONE_MESSAGE,
  PHONE_PATTERN,
} from '../../auth/dto/user-fields';

export const MAX_ORDER_LINES = 50;
/** Rs. 10 crore: far above any cart, bounds the arithmetic. */
export const MAX_ORDER_AMOUNT = 100_000_000;
const QUANTITY_MESSAGE = `Quantity must be a whole number from ${MIN_LINE_QUANTITY} to ${MAX_LINE_QUANTITY}`;
const EMPTY_CART = 'Your cart is empty. Please add items before proceeding to checkout.';
const IGNORED_NUMBER = 'Prices must be numbers';

export class CreateOrderLineDto implements CreateOrderLine {
  @ApiProperty({ description: 'Product id' })
  @IsUUID('all', { message: 'Every cart line needs a valid product id (identity)' })
  identity: string;

  @ApiProperty({ minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY })
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(MIN_LINE_QUANTITY, { message: QUANTITY_MESSAGE })
  @Max(MAX_LINE_QUANTITY, { message: QUANTITY_MESSAGE })
  quantity: number;

  @ApiPropertyOptional({ description: 'Ignored: the server takes the name from the product' })
  @IsOptional()
  @IsString({ message: 'Product name must be text' })
  @MaxLength(500, { message: 'Product name is too long' })
  name?: string;

  @ApiPropertyOptional({ description: 'Ignored: the server prices every line' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: IGNORED_NUMBER })
  unit_price?: number;

  @ApiPropertyOptional({ description: 'Ignored: the server prices every line' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: IGNORED_NUMBER })
  total_price?: number;
}

export class CustomerInfoDto implements CreateOrderCustomerInfo {
  @ApiProperty()
  @TrimToUndefined()
  @IsString({ message: 'Customer name is required' })
  @MaxLength(80, { message: 'Customer name must be at most 80 characters long' })
  name: string;

  @ApiProperty()
  @TrimToUndefined()
  @IsString({ message: EMAIL_MESSAGE })
  @MaxLength(EMAIL_MAX, { message: EMAIL_MESSAGE })
  @Matches(EMAIL_PATTERN, { message: EMAIL_MESSAGE })
  email: string;

  @ApiProperty({ example: '9841234567' })
  @TrimToUndefined()
  @IsString({ message: PHONE_MESSAGE })
  @Matches(PHONE_PATTERN, { message: PHONE_MESSAGE })
  phone: string;

  @ApiProperty()
  @TrimToUndefined()
  @IsString({ message: ADDRESS_MESSAGE })
  @MaxLength(ADDRESS_MAX, { message: `Address must be at most ${ADDRESS_MAX} characters long` })
  address: string;
}

/** The spec's checkout payload. Only identity and quantity of each line count; duplicate identities are merged. */
export class CreateOrderDto implements CreateOrderRequest {
  /** Compared after rounding to the paisa, so a client's floating-point sum (1620.0000000002) still matches. */
  @ApiProperty({ description: 'The total the shopper saw, in rupees' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Amount must be a number of rupees' })
  @Min(0, { message: 'Amount must be a number of rupees' })
  @Max(MAX_ORDER_AMOUNT, { message: 'Amount is too large' })
  amount: number;

  @ApiProperty({ type: CustomerInfoDto })
  @IsObject({ message: 'Customer information is required' })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customer_info: CustomerInfoDto;

  @ApiProperty({ type: [CreateOrderLineDto] })
  @IsArray({ message: EMPTY_CART })
  @ArrayMinSize(1, { message: EMPTY_CART })
  @ArrayMaxSize(MAX_ORDER_LINES, {
    message: `An order can hold at most ${MAX_ORDER_LINES} different products`,
  })
  @ValidateNested({ each: true })
  @Type(() => CreateOrderLineDto)
  products_details: CreateOrderLineDto[];

  @ApiProperty({ enum: CHECKOUT_PAYMENT_METHODS })
  @IsIn(CHECKOUT_PAYMENT_METHODS, {
    message: `Payment method must be one of ${CHECKOUT_PAYMENT_METHODS.join(', ')}`,
  })
  payment_method: CheckoutPaymentMethod;
}
