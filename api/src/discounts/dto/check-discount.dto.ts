import { ApiProperty } from '@nestjs/swagger';
import type { DiscountCheckRequest } from '../../contracts';
import { CartLinesField, type CreateOrderLineDto, DiscountCodeText } from '../../cart';

/** POST /api/v1/discounts/check: a code and the cart's lines (only identity, variant and quantity count, as at checkout). */
export class CheckDiscountDto implements DiscountCheckRequest {
  @ApiProperty({ example: 'DASHAIN25' })
  @DiscountCodeText()
  code: string;

  @CartLinesField()
  products_details: CreateOrderLineDto[];
}
