import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  GENDER_CATEGORIES,
  GENDER_CATEGORY_MESSAGE,
  GENERAL_CATEGORIES,
  GENERAL_CATEGORY_MESSAGE,
  type GenderCategory,
  type GeneralCategory,
  MAX_DISCOUNT_PERCENT,
  MAX_PRICE_RUPEES,
  LOW_STOCK_AT_DEFAULT,
  LOW_STOCK_AT_MAX,
  LOW_STOCK_AT_MESSAGE,
  MAX_STOCK,
  MIN_PRICE_RUPEES,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_DESCRIPTION_MESSAGE,
  PRODUCT_DESCRIPTION_NE_MESSAGE,
  PRODUCT_DETAIL_MAX,
  PRODUCT_DISCOUNT_MESSAGE,
  PRODUCT_NAME_MAX,
  PRODUCT_NAME_MESSAGE,
  PRODUCT_NAME_NE_MESSAGE,
  PRODUCT_PRICE_MESSAGE,
  PRODUCT_STOCK_MESSAGE,
  type ProductWriteFields,
  productDetailMessage,
} from '../../contracts';
import { Checks } from '../../common/validation/checks';
import { IsRupees } from '../../common/validation/rupees';
import { ToBoolean, ToNumber, TrimToNull, TrimToUndefined } from '../../common/validation/transforms';

/** Composition, weight and size: optional text; blank clears it. */
const DetailChecks = (field: Parameters<typeof productDetailMessage>[0]) =>
  Checks(
    IsString({ message: productDetailMessage(field) }),
    MaxLength(PRODUCT_DETAIL_MAX, { message: productDetailMessage(field) }),
  );

/** The Nepali name and description: optional text within the English ones' bounds; blank clears it. */
const NepaliTextChecks = (max: number, message: string) =>
  Checks(IsString({ message }), MaxLength(max, { message }));

/** The same two fields on create and on update. */
const NepaliName = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: PRODUCT_NAME_MAX, nullable: true, description: 'Blank means none' }),
    IsOptional(),
    TrimToNull(),
    NepaliTextChecks(PRODUCT_NAME_MAX, PRODUCT_NAME_NE_MESSAGE),
  );
const NepaliDescription = () =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: PRODUCT_DESCRIPTION_MAX,
      nullable: true,
      description: 'Blank means none',
    }),
    IsOptional(),
    TrimToNull(),
    NepaliTextChecks(PRODUCT_DESCRIPTION_MAX, PRODUCT_DESCRIPTION_NE_MESSAGE),
  );

const PriceChecks = () =>
  Checks(
    IsRupees({ message: PRODUCT_PRICE_MESSAGE }),
    Min(MIN_PRICE_RUPEES, { message: PRODUCT_PRICE_MESSAGE }),
    Max(MAX_PRICE_RUPEES, { message: PRODUCT_PRICE_MESSAGE }),
  );

const DiscountChecks = () =>
  Checks(
    IsInt({ message: PRODUCT_DISCOUNT_MESSAGE }),
    Min(0, { message: PRODUCT_DISCOUNT_MESSAGE }),
    Max(MAX_DISCOUNT_PERCENT, { message: PRODUCT_DISCOUNT_MESSAGE }),
  );

/** A picture URL echoed back as text by some forms: tolerated and ignored. */
const EchoedImageChecks = () => Checks(IsString(), MaxLength(2000));

/**
 * Fields of POST /product (multipart, besides the productImg file). Multipart values arrive as strings:
 * the transforms convert them, the validators bound them. Blank optional texts become null ('NA' in the shop).
 */
/** A product's low-stock mark: a whole number 0–1,000 (docs/rules.md, Stock). */
const LowStockAtChecks = () =>
  Checks(
    IsInt({ message: LOW_STOCK_AT_MESSAGE }),
    Min(0, { message: LOW_STOCK_AT_MESSAGE }),
    Max(LOW_STOCK_AT_MAX, { message: LOW_STOCK_AT_MESSAGE }),
  );

export class CreateProductDto implements ProductWriteFields {
  @ApiProperty({ maxLength: PRODUCT_NAME_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: PRODUCT_NAME_MESSAGE }),
    MinLength(1, { message: PRODUCT_NAME_MESSAGE }),
    MaxLength(PRODUCT_NAME_MAX, { message: PRODUCT_NAME_MESSAGE }),
  )
  productName: string;

  @ApiProperty({ maxLength: PRODUCT_DESCRIPTION_MAX })
  @TrimToUndefined()
  @Checks(
    IsString({ message: PRODUCT_DESCRIPTION_MESSAGE }),
    MinLength(1, { message: PRODUCT_DESCRIPTION_MESSAGE }),
    MaxLength(PRODUCT_DESCRIPTION_MAX, { message: PRODUCT_DESCRIPTION_MESSAGE }),
  )
  description: string;

  @NepaliName()
  productNameNe?: string | null;

  @NepaliDescription()
  descriptionNe?: string | null;

  @ApiProperty({
    description: 'Rupees, at most 2 decimals',
    minimum: MIN_PRICE_RUPEES,
    maximum: MAX_PRICE_RUPEES,
  })
  @ToNumber()
  @PriceChecks()
  price: number;

  @ApiPropertyOptional({ description: 'Percent', minimum: 0, maximum: MAX_DISCOUNT_PERCENT, default: 0 })
  @IsOptional()
  @ToNumber()
  @DiscountChecks()
  discount: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Featured must be true or false' })
  featured: boolean;

  @ApiProperty({ enum: GENERAL_CATEGORIES })
  @IsIn(GENERAL_CATEGORIES, { message: GENERAL_CATEGORY_MESSAGE })
  generalCategory: GeneralCategory;

  @ApiProperty({ enum: GENDER_CATEGORIES })
  @IsIn(GENDER_CATEGORIES, { message: GENDER_CATEGORY_MESSAGE })
  genderCategory: GenderCategory;

  @ApiProperty({ minimum: 0, maximum: MAX_STOCK })
  @ToNumber()
  @Checks(
    IsInt({ message: PRODUCT_STOCK_MESSAGE }),
    Min(0, { message: PRODUCT_STOCK_MESSAGE }),
    Max(MAX_STOCK, { message: PRODUCT_STOCK_MESSAGE }),
  )
  stock: number;

  @ApiPropertyOptional({ minimum: 0, maximum: LOW_STOCK_AT_MAX, default: LOW_STOCK_AT_DEFAULT })
  @IsOptional()
  @ToNumber()
  @LowStockAtChecks()
  lowStockAt?: number;

  @ApiPropertyOptional({ maxLength: PRODUCT_DETAIL_MAX, nullable: true })
  @IsOptional()
  @TrimToNull()
  @DetailChecks('Composition')
  composition?: string | null;

  @ApiPropertyOptional({ maxLength: PRODUCT_DETAIL_MAX, nullable: true })
  @IsOptional()
  @TrimToNull()
  @DetailChecks('Weight')
  weight?: string | null;

  @ApiPropertyOptional({ maxLength: PRODUCT_DETAIL_MAX, nullable: true })
  @IsOptional()
  @TrimToNull()
  @DetailChecks('Size')
  size?: string | null;

  /**
   * Forms that echo the current picture's URL as a text field (no new file) are tolerated: the value is ignored.
   * The picture itself only ever comes from the uploaded file.
   */
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, 5 MB at most' })
  @IsOptional()
  @EchoedImageChecks()
  productImg?: string;
}

/** Fields of PUT /product/:id: all optional; absent fields keep their value. Stock below 0 is forced to 0 (docs/rules.md, Products). */
export class UpdateProductDto {
  @ApiPropertyOptional({ maxLength: PRODUCT_NAME_MAX })
  @IsOptional()
  @TrimToUndefined()
  @Checks(
    IsString({ message: PRODUCT_NAME_MESSAGE }),
    MaxLength(PRODUCT_NAME_MAX, { message: PRODUCT_NAME_MESSAGE }),
  )
  productName?: string;

  @ApiPropertyOptional({ maxLength: PRODUCT_DESCRIPTION_MAX })
  @IsOptional()
  @TrimToUndefined()
  @Checks(
    IsString({ message: PRODUCT_DESCRIPTION_MESSAGE }),
    MaxLength(PRODUCT_DESCRIPTION_MAX, { message: PRODUCT_DESCRIPTION_MESSAGE }),
  )
  description?: string;

  @NepaliName()
  productNameNe?: string | null;

  @NepaliDescription()
  descriptionNe?: string | null;

  @ApiPropertyOptional({
    description: 'Rupees, at most 2 decimals',
    minimum: MIN_PRICE_RUPEES,
    maximum: MAX_PRICE_RUPEES,
  })
  @IsOptional()
  @ToNumber()
  @PriceChecks()
  price?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: MAX_DISCOUNT_PERCENT })
  @IsOptional()
  @ToNumber()
  @DiscountChecks()
  discount?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Featured must be true or false' })
  featured?: boolean;

  @ApiPropertyOptional({ enum: GENERAL_CATEGORIES })
  @IsOptional()
  @TrimToUndefined()
  @IsIn(GENERAL_CATEGORIES, { message: GENERAL_CATEGORY_MESSAGE })
  generalCategory?: GeneralCategory;

  @ApiPropertyOptional({ enum: GENDER_CATEGORIES })
  @IsOptional()
  @TrimToUndefined()
  @IsIn(GENDER_CATEGORIES, { message: GENDER_CATEGORY_MESSAGE })
  genderCategory?: GenderCategory;

  @ApiPropertyOptional({ maximum: MAX_STOCK, description: 'Values below 0 are stored as 0' })
  @IsOptional()
  @ToNumber()
  @Checks(
    IsInt({ message: PRODUCT_STOCK_MESSAGE }),
    Min(-MAX_STOCK, { message: PRODUCT_STOCK_MESSAGE }),
    Max(MAX_STOCK, { message: PRODUCT_STOCK_MESSAGE }),
  )
  stock?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: LOW_STOCK_AT_MAX })
  @IsOptional()
  @ToNumber()
  @LowStockAtChecks()
  lowStockAt?: number;

  @ApiPropertyOptional({ maxLength: PRODUCT_DETAIL_MAX, nullable: true, description: 'Blank clears it' })
  @IsOptional()
  @TrimToNull()
  @DetailChecks('Composition')
  composition?: string | null;

  @ApiPropertyOptional({ maxLength: PRODUCT_DETAIL_MAX, nullable: true, description: 'Blank clears it' })
  @IsOptional()
  @TrimToNull()
  @DetailChecks('Weight')
  weight?: string | null;

  @ApiPropertyOptional({ maxLength: PRODUCT_DETAIL_MAX, nullable: true, description: 'Blank clears it' })
  @IsOptional()
  @TrimToNull()
  @DetailChecks('Size')
  size?: string | null;

  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG or WebP, 5 MB at most; omit to keep the picture',
  })
  @IsOptional()
  @EchoedImageChecks()
  productImg?: string;
}
