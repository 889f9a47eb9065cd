import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  englishOf,
  BEST_SELLER_THRESHOLD,
  GENDER_CATEGORIES,
  GENERAL_CATEGORIES,
  type GenderCategory,
  type GeneralCategory,
  MAX_PRICE_RUPEES,
  OPTION_VALUE_MAX,
  priceFilterMessage,
  priceFilterTooLargeMessage,
  PRODUCT_SORTS,
  type ProductListQuery,
  type ProductSort,
  SEARCH_TEXT_MAX,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { PageQueryDto } from '../../common/validation/page-query';
import { ToBoolean, ToNumber, TrimToUndefined } from '../../common/validation/transforms';

/** Bounded like a product's price, so the filter's paisa fit the sale price's column (docs/rules.md, Numbers). */
const PriceChecks = (field: 'minPrice' | 'maxPrice') =>
  Checks(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: priceFilterMessage(field) }),
    Min(0, { message: priceFilterMessage(field) }),
    Max(MAX_PRICE_RUPEES, { message: priceFilterTooLargeMessage(field) }),
  );

/** The storefront's category filter has an 'All' entry: it means no filter. */
const AllMeansAny = () =>
  Transform(({ value }) =>
    typeof value === 'string' && value.trim().toLowerCase() === 'all' ? undefined : value,
  );

export class ListProductsQuery extends PageQueryDto implements ProductListQuery {
  @ApiPropertyOptional({ description: 'Name contains the text, or resembles it (typo-tolerant, pg_trgm)' })
  @IsOptional()
  @TrimToUndefined()
  @Checks(
    IsString({ message: 'text must be a string' }),
    MaxLength(SEARCH_TEXT_MAX, { message: `text must be at most ${SEARCH_TEXT_MAX} characters` }),
  )
  text?: string;

  @ApiPropertyOptional({ enum: GENERAL_CATEGORIES })
  @IsOptional()
  @AllMeansAny()
  @IsIn(GENERAL_CATEGORIES, { message: `generalCategory must be one of ${GENERAL_CATEGORIES.join(', ')}` })
  generalCategory?: GeneralCategory;

  @ApiPropertyOptional({ enum: GENDER_CATEGORIES })
  @IsOptional()
  @AllMeansAny()
  @IsIn(GENDER_CATEGORIES, { message: `genderCategory must be one of ${GENDER_CATEGORIES.join(', ')}` })
  genderCategory?: GenderCategory;

  @ApiPropertyOptional({
    description: 'Highest sale price in rupees (inclusive)',
    minimum: 0,
    maximum: MAX_PRICE_RUPEES,
  })
  @IsOptional()
  @ToNumber()
  @PriceChecks('maxPrice')
  maxPrice?: number;

  @ApiPropertyOptional({
    description: 'Lowest sale price in rupees (inclusive)',
    minimum: 0,
    maximum: MAX_PRICE_RUPEES,
  })
  @IsOptional()
  @ToNumber()
  @PriceChecks('minPrice')
  minPrice?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @ApiPropertyOptional({
    description:
      'true: only products with stock above 0; false: those with stock 0 or a variant with stock 0',
  })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'inStock must be true or false' })
  inStock?: boolean;

  @ApiPropertyOptional({ description: 'Only products created within NEW_ARRIVAL_DAYS' })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'newArrival must be true or false' })
  newArrival?: boolean;

  @ApiPropertyOptional({ description: `Only products with quantitySold of ${BEST_SELLER_THRESHOLD} or more` })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'bestSeller must be true or false' })
  bestSeller?: boolean;

  @ApiPropertyOptional({
    description: "Products with an in-stock variant of this colour (an option named 'Colour' or 'Color')",
  })
  @IsOptional()
  @TrimToUndefined()
  @Checks(
    IsString({ message: englishOf('COLOUR_INVALID') }),
    MaxLength(OPTION_VALUE_MAX, { message: englishOf('COLOUR_TOO_LONG') }),
  )
  colour?: string;

  @ApiPropertyOptional({ description: 'A product id to leave out (related products)' })
  @IsOptional()
  @TrimToUndefined()
  @IsUUID('all', { message: 'exclude must be a product id' })
  exclude?: string;

  @ApiPropertyOptional({
    enum: PRODUCT_SORTS,
    description: 'Default: newest; by relevance when text is given',
  })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;
}

/** GET /product/colours: the colours a collection's products come in, for its colour filter. */
export class ProductColoursQuery {
  @ApiPropertyOptional({ enum: GENDER_CATEGORIES })
  @IsOptional()
  @IsIn(GENDER_CATEGORIES, { message: `genderCategory must be one of ${GENDER_CATEGORIES.join(', ')}` })
  genderCategory?: GenderCategory;
}
