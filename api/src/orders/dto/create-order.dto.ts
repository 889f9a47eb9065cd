import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  englishOf,
  CHECKOUT_PAYMENT_METHODS,
  PAYMENT_METHOD_MESSAGE,
  type CheckoutPaymentMethod,
  type CreateOrderCustomerInfo,
  type CreateOrderRequest,
  CUSTOMER_NAME_MAX,
  DISTRICT_REQUIRED_MESSAGE,
  type Language,
  LANGUAGES,
  MAX_ORDER_AMOUNT,
  NEPAL_DISTRICTS,
  ORDER_AMOUNT_MESSAGE,
  ORDER_AMOUNT_TOO_LARGE_MESSAGE,
} from '../../contracts';
import { AddressField, EmailField, PhoneChecks } from '../../auth';
import { CartLinesField, type CreateOrderLineDto, DiscountCodeText } from '../../cart';
import { Checks } from '../../common/validation/checks';
import { TrimToUndefined } from '../../common/validation/transforms';

export class CustomerInfoDto implements CreateOrderCustomerInfo {
  @ApiProperty()
  @TrimToUndefined()
  @Checks(
    IsString({ message: englishOf('CUSTOMER_NAME_REQUIRED') }),
    MaxLength(CUSTOMER_NAME_MAX, {
      message: englishOf('CUSTOMER_NAME_TOO_LONG'),
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

  @ApiProperty({ example: 'Kathmandu', description: 'One of the 77 districts' })
  @Checks(
    IsString({ message: DISTRICT_REQUIRED_MESSAGE }),
    MaxLength(100, { message: DISTRICT_REQUIRED_MESSAGE }),
    IsIn(NEPAL_DISTRICTS, { message: DISTRICT_REQUIRED_MESSAGE }),
  )
  district: string;
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
  @IsObject({ message: englishOf('CUSTOMER_INFO_REQUIRED') })
  @ValidateNested()
  @Type(() => CustomerInfoDto)
  customer_info: CustomerInfoDto;

  @CartLinesField()
  products_details: CreateOrderLineDto[];

  @ApiProperty({ enum: CHECKOUT_PAYMENT_METHODS })
  // An unknown method reads as a disabled one does (CheckoutService): the shopper's words, not the API's list.
  @IsIn(CHECKOUT_PAYMENT_METHODS, { message: PAYMENT_METHOD_MESSAGE })
  payment_method: CheckoutPaymentMethod;

  @ApiPropertyOptional({ description: 'A discount code (any case); `amount` is then the total after it' })
  @IsOptional()
  @DiscountCodeText()
  discount_code?: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description:
      "The page's language: a wallet returns the shopper to /ne/success or /ne/Cart for 'ne'; English when absent",
  })
  @IsOptional()
  @IsIn(LANGUAGES, { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language?: Language;
}
