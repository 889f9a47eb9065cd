import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  englishOf,
  LINE_QUANTITY_MESSAGE,
  MAX_LINE_QUANTITY,
  MIN_LINE_QUANTITY,
  type RefundLine,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';

/** A product of the order and how many of it: what goes back to stock, or what a customer returns. */
export class RefundLineDto implements RefundLine {
  @ApiProperty({ description: 'The product id, as the order names it' })
  @Checks(
    IsString({ message: 'identity must be a product id' }),
    MaxLength(36, { message: 'identity must be a product id' }),
    IsUUID('all', { message: 'identity must be a product id' }),
  )
  identity: string;

  @ApiPropertyOptional({ description: "The variant's id, as the order's line names it (variant._id)" })
  @IsOptional()
  @Checks(
    IsString({ message: englishOf('RETURN_VARIANT_INVALID') }),
    MaxLength(36, { message: englishOf('RETURN_VARIANT_INVALID') }),
    IsUUID('all', { message: englishOf('RETURN_VARIANT_INVALID') }),
  )
  variant?: string | null;

  @ApiProperty({ minimum: MIN_LINE_QUANTITY, maximum: MAX_LINE_QUANTITY })
  @Checks(
    IsInt({ message: LINE_QUANTITY_MESSAGE }),
    Min(MIN_LINE_QUANTITY, { message: LINE_QUANTITY_MESSAGE }),
    Max(MAX_LINE_QUANTITY, { message: LINE_QUANTITY_MESSAGE }),
  )
  quantity: number;
}
