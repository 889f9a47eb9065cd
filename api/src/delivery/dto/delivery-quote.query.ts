import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  DISTRICT_REQUIRED_MESSAGE,
  type DeliveryQuoteQuery as DeliveryQuoteQueryFields,
  MAX_ORDER_AMOUNT,
  NEPAL_DISTRICTS,
  ORDER_AMOUNT_MESSAGE,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { ToNumber } from '../../common/validation/transforms';

/** GET /api/v1/delivery/quote: a district of the list (else 400 'Please choose your district.') and the goods' rupees. */
export class DeliveryQuoteQuery implements DeliveryQuoteQueryFields {
  @ApiProperty({ example: 'Kathmandu' })
  @Checks(
    IsString({ message: DISTRICT_REQUIRED_MESSAGE }),
    MaxLength(100, { message: DISTRICT_REQUIRED_MESSAGE }),
    IsIn(NEPAL_DISTRICTS, { message: DISTRICT_REQUIRED_MESSAGE }),
  )
  district: string;

  @ApiPropertyOptional({ description: 'The goods after any discount, in rupees', default: 0 })
  @IsOptional()
  @ToNumber()
  @Checks(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: ORDER_AMOUNT_MESSAGE }),
    Min(0, { message: ORDER_AMOUNT_MESSAGE }),
    Max(MAX_ORDER_AMOUNT, { message: ORDER_AMOUNT_MESSAGE }),
  )
  subtotal?: number;
}
