import { applyDecorators } from '@nestjs/common';
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
  CUSTOMER_NAME_MAX,
  DISCOUNT_CODE_TEXT_MAX,
  DISCOUNT_CODE_TEXT_MESSAGE,
  EMPTY_CART_MESSAGE,
  LINE_QUANTITY_MESSAGE,
  MAX_LINE_QUANTITY,
  MAX_ORDER_AMOUNT,
  MAX_ORDER_LINES,
  MIN_LINE_QUANTITY,
  ORDER_AMOUNT_MESSAGE,
  ORDER_AMOUNT_TOO_LARGE_MESSAGE,
} from '../../contracts';
import { AddressField, EmailField, PhoneChecks } from '../../auth';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

const IGNORED_NUMBER = 'Prices must be numbers';

/**
 * A code as the shopper typed it: text of a bounded length. Whether it is a code at all is the discount's check,
 * which responds 'This code is not valid.' like for any unknown code.
 */
export const DiscountCodeText = () =>
  Checks(
    IsString({ message: DISCOUNT_CODE_TEXT_MESSAGE }),
    MaxLength(DISCOUNT_CODE_TEXT_MAX, { message: DISCOUNT_CODE_TEXT_MESSAGE }),
  );

export class CreateOrderLineDto implements CreateOrderLine {
  @ApiProperty({ description: 'Product id' })
  @IsUUID('all', { message: 'Every cart line needs a valid product id (identity)' })
  identity: string;

  @ApiProperty({ minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY })
  @Checks(
    IsInt({ message: LINE_QUANTITY_MESSAGE }),
    Min(MIN_LINE_QUANTITY, { message: LINE_QUANTITY_MESSAGE }),
    Max(MAX_LINE_QUANTITY, { message: LINE_QUANTITY_MESSAGE }),
  )
  quantity: number;

  @ApiPropertyOptional({ description: 'Ignored: the server takes the name from the product' })
  @IsOptional()
  @Checks(
    IsString({ message: 'Product name must be text' }),
    MaxLength(500, { message: 'Product name is too long' }),
  )
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

/** The cart's lines, of the checkout and of the discount's check. */
export const CartLinesField = () =>
  applyDecorators(
    ApiProperty({ type: [CreateOrderLineDto] }),
    Checks(
      IsArray({ message: EMPTY_CART_MESSAGE }),
      ArrayMinSize(1, { message: EMPTY_CART_MESSAGE }),
      ArrayMaxSize(MAX_ORDER_LINES, {
        message: `An order can hold at most ${MAX_ORDER_LINES} different products`,
      }),
    ),
    ValidateNested({ each: true }),
    Type(() => CreateOrderLineDto),
  );

export class CustomerInfoDto implements CreateOrderCustomerInfo {
  @ApiProperty()
  @TrimToUndefined()
  @Checks(
    IsString({ message: 'Customer name is required' }),
    MaxLength(CUSTOMER_NAME_MAX, {
      message: `Customer name must be at most ${CUSTOMER_NAME_MAX} characters long`,
    }),
  )
  name: string;

  @EmailField()
  email: string;

  /** Text only (unlike the profile, no number is converted). */
  @ApiProperty({ example: '9841234567' })
  @TrimToUndefined()
  @PhoneChecks()
  phone: string;

  @AddressField()
  address: string;
}

/** The checkout's payload. Only identity and quantity of each line count; duplicate identities are merged. */
export class CreateOrderDto implements CreateOrderRequest {
  /**
   * Compared after rounding to the paisa, so a client's floating-point sum (1620.0000000002) still matches. The server's
   * total must equal it, so its bound is the bound of every order's total (docs/rules.md, Numbers).
   */
  @ApiProperty({ description: 'The total the shopper saw, in rupees', minimum: 0, maximum: MAX_ORDER_AMOUNT })
  @Checks(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: ORDER_AMOUNT_MESSAGE }),
    Min(0, { message: ORDER_AMOUNT_MESSAGE }),
    Max(MAX_ORDER_AMOUNT, { message: ORDER_AMOUNT_TOO_LARGE_MESSAGE }),
  )
  amount: number;

  @ApiProperty({ type: CustomerInfoDto })
  @IsObject({ message: 'Customer information is required' })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customer_info: CustomerInfoDto;

  @CartLinesField()
  products_details: CreateOrderLineDto[];

  @ApiProperty({ enum: CHECKOUT_PAYMENT_METHODS })
  @IsIn(CHECKOUT_PAYMENT_METHODS, {
    message: `Payment method must be one of ${CHECKOUT_PAYMENT_METHODS.join(', ')}`,
  })
  payment_method: CheckoutPaymentMethod;

  @ApiPropertyOptional({ description: 'A discount code (any case); `amount` is then the total after it' })
  @IsOptional()
  @DiscountCodeText()
  discount_code?: string;
}
