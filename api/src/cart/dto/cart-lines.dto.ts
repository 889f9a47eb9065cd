import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  englishOf,
  type CreateOrderLine,
  DISCOUNT_CODE_TEXT_MAX,
  DISCOUNT_CODE_TEXT_MESSAGE,
  EMPTY_CART_MESSAGE,
  LINE_QUANTITY_MESSAGE,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MIN_LINE_QUANTITY,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';

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

  @ApiPropertyOptional({
    description: "The variant's _id: required for a product with variants, refused for a product without",
  })
  @IsOptional()
  @IsUUID('all', { message: englishOf('CART_VARIANT_INVALID') })
  variant?: string;

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
        message: englishOf('TOO_MANY_LINES'),
      }),
    ),
    ValidateNested({ each: true }),
    Type(() => CreateOrderLineDto),
  );
