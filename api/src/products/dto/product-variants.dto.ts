import { ApiProperty } from '@nestjs/swagger';
import { IsArray } from 'class-validator';
import type { ProductOption, ProductVariantsRequest, ProductVariantWrite } from '../../contracts';

const OPTIONS_MESSAGE = 'options must be a list of options ({ name, values })';
const VARIANTS_MESSAGE = 'variants must be a list of variants ({ options, stock, sku })';

/**
 * PUT /api/v1/product/{id}/variants. Only the two lists are checked here: their items, nested records keyed by the
 * admin's own option names, are checked by checkVariants (variant-rules.ts), which gives each rule its message.
 */
export class ProductVariantsDto implements ProductVariantsRequest {
  @ApiProperty({ description: 'At most 3: { name, values }', type: 'array', items: { type: 'object' } })
  @IsArray({ message: OPTIONS_MESSAGE })
  options: ProductOption[];

  @ApiProperty({
    description: 'At most 100: { _id?, options: { <option name>: <value> }, stock, sku? }',
    type: 'array',
    items: { type: 'object' },
  })
  @IsArray({ message: VARIANTS_MESSAGE })
  variants: ProductVariantWrite[];
}
