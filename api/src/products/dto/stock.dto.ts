import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  NotEquals,
} from 'class-validator';
import {
  MAX_STOCK,
  STOCK_CHANGE_MESSAGE,
  STOCK_NOTE_MAX,
  STOCK_NOTE_MESSAGE,
  type StockAdjustmentRequest,
  type StockMovementsQuery,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { PageQueryDto } from '../../common/validation/page-query';
import { TrimToUndefined } from '../../common/validation/transforms';

const VARIANT_ID_MESSAGE = 'variant must be a variant id';

/** GET /api/v1/product/{id}/stock-movements (admins and staff): newest first, X-Total-Count. */
export class StockMovementsQueryDto extends PageQueryDto implements StockMovementsQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "One variant's movements" })
  @IsOptional()
  @IsUUID('all', { message: VARIANT_ID_MESSAGE })
  variant?: string;
}

/** POST /api/v1/product/{id}/stock-adjustments (admins and staff). */
export class StockAdjustmentDto implements StockAdjustmentRequest {
  @ApiPropertyOptional({ format: 'uuid', description: 'Required for a product with variants' })
  @IsOptional()
  @IsString({ message: VARIANT_ID_MESSAGE })
  variantId?: string;

  @ApiProperty({ description: 'Units in (+) or out (−), a whole number other than 0' })
  @Checks(
    IsInt({ message: STOCK_CHANGE_MESSAGE }),
    NotEquals(0, { message: STOCK_CHANGE_MESSAGE }),
    Min(-MAX_STOCK, { message: STOCK_CHANGE_MESSAGE }),
    Max(MAX_STOCK, { message: STOCK_CHANGE_MESSAGE }),
  )
  change: number;

  @ApiProperty({ minLength: 1, maxLength: STOCK_NOTE_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: STOCK_NOTE_MESSAGE }),
    MinLength(1, { message: STOCK_NOTE_MESSAGE }),
    MaxLength(STOCK_NOTE_MAX, { message: STOCK_NOTE_MESSAGE }),
  )
  note: string;
}
