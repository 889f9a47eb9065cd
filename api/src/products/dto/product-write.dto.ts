import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  GENDER_CATEGORIES,
  GENERAL_CATEGORIES,
  type GenderCategory,
  type GeneralCategory,
  type ProductWriteFields,
} from '../../contracts';
import { ToBoolean, ToNumber, TrimToNull, TrimToUndefined } from '../../common/validation/transforms';

export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_STOCK = 1_000_000;

const PRICE_MESSAGE = `Price must be from Rs. 1 to Rs. ${MAX_PRICE_RUPEES.toLocaleString('en-US')}, with at most 2 decimals`;
const DISCOUNT_MESSAGE = 'Discount must be a whole percent from 0 to 100';
const STOCK_MESSAGE = `Stock must be a whole number from 0 to ${MAX_STOCK.toLocaleString('en-US')}`;
const NAME_MESSAGE = 'Product name is required (at most 120 characters)';
const DESCRIPTION_MESSAGE = 'Description is required (at most 5000 characters)';
const GENERAL_MESSAGE = `General category must be one of ${GENERAL_CATEGORIES.join(', ')}`;
const GENDER_MESSAGE = `Gender category must be one of ${GENDER_CATEGORIES.join(', ')}`;
const detailMessage = (field: string) => `${field} must be text of at most 200 characters`;

/**
 * Fields of POST /product (multipart, besides the productImg file). Multipart values arrive as strings:
 * the transforms convert them, the validators bound them. Blank optional texts become null ('NA' in the shop).
 */
export class CreateProductDto implements ProductWriteFields {
  @ApiProperty({ maxLength: 120 })
  @TrimToUndefined()
  @IsString({ message: NAME_MESSAGE })
  @MinLength(1, { message: NAME_MESSAGE })
  @MaxLength(120, { message: NAME_MESSAGE })
  productName: string;

  @ApiProperty({ maxLength: 5000 })
  @TrimToUndefined()
  @IsString({ message: DESCRIPTION_MESSAGE })
  @MinLength(1, { message: DESCRIPTION_MESSAGE })
  @MaxLength(5000, { message: DESCRIPTION_MESSAGE })
  description: string;

  @ApiProperty({ description: 'Rupees, at most 2 decimals', minimum: 1, maximum: MAX_PRICE_RUPEES })
  @ToNumber()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: PRICE_MESSAGE })
  @Min(1, { message: PRICE_MESSAGE })
  @Max(MAX_PRICE_RUPEES, { message: PRICE_MESSAGE })
  price: number;

  @ApiPropertyOptional({ description: 'Percent', minimum: 0, maximum: 100, default: 0 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: DISCOUNT_MESSAGE })
  @Min(0, { message: DISCOUNT_MESSAGE })
  @Max(100, { message: DISCOUNT_MESSAGE })
  discount: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Featured must be true or false' })
  featured: boolean;

  @ApiProperty({ enum: GENERAL_CATEGORIES })
  @IsIn(GENERAL_CATEGORIES, { message: GENERAL_MESSAGE })
  generalCategory: GeneralCategory;

  @ApiProperty({ enum: GENDER_CATEGORIES })
  @IsIn(GENDER_CATEGORIES, { message: GENDER_MESSAGE })
  genderCategory: GenderCategory;

  @ApiProperty({ minimum: 0, maximum: MAX_STOCK })
  @ToNumber()
  @IsInt({ message: STOCK_MESSAGE })
  @Min(0, { message: STOCK_MESSAGE })
  @Max(MAX_STOCK, { message: STOCK_MESSAGE })
  stock: number;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString({ message: detailMessage('Composition') })
  @MaxLength(200, { message: detailMessage('Composition') })
  composition?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString({ message: detailMessage('Weight') })
  @MaxLength(200, { message: detailMessage('Weight') })
  weight?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true })
  @IsOptional()
  @TrimToNull()
  @IsString({ message: detailMessage('Size') })
  @MaxLength(200, { message: detailMessage('Size') })
  size?: string | null;

  /**
   * Forms that echo the current picture's URL as a text field (no new file) are tolerated: the value is ignored.
   * The picture itself only ever comes from the uploaded file.
   */
  @ApiPropertyOptional({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, 5 MB at most' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  productImg?: string;
}

/** Fields of PUT /product/:id: all optional; absent fields keep their value. Stock below 0 is forced to 0 (SPEC §4). */
export class UpdateProductDto {
  @ApiPropertyOptional({ maxLength: 120 })
  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: NAME_MESSAGE })
  @MaxLength(120, { message: NAME_MESSAGE })
  productName?: string;

  @ApiPropertyOptional({ maxLength: 5000 })
  @IsOptional()
  @TrimToUndefined()
  @IsString({ message: DESCRIPTION_MESSAGE })
  @MaxLength(5000, { message: DESCRIPTION_MESSAGE })
  description?: string;

  @ApiPropertyOptional({ description: 'Rupees, at most 2 decimals', minimum: 1, maximum: MAX_PRICE_RUPEES })
  @IsOptional()
  @ToNumber()
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: PRICE_MESSAGE })
  @Min(1, { message: PRICE_MESSAGE })
  @Max(MAX_PRICE_RUPEES, { message: PRICE_MESSAGE })
  price?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100 })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: DISCOUNT_MESSAGE })
  @Min(0, { message: DISCOUNT_MESSAGE })
  @Max(100, { message: DISCOUNT_MESSAGE })
  discount?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @ToBoolean()
  @IsBoolean({ message: 'Featured must be true or false' })
  featured?: boolean;

  @ApiPropertyOptional({ enum: GENERAL_CATEGORIES })
  @IsOptional()
  @TrimToUndefined()
  @IsIn(GENERAL_CATEGORIES, { message: GENERAL_MESSAGE })
  generalCategory?: GeneralCategory;

  @ApiPropertyOptional({ enum: GENDER_CATEGORIES })
  @IsOptional()
  @TrimToUndefined()
  @IsIn(GENDER_CATEGORIES, { message: GENDER_MESSAGE })
  genderCategory?: GenderCategory;

  @ApiPropertyOptional({ maximum: MAX_STOCK, description: 'Values below 0 are stored as 0' })
  @IsOptional()
  @ToNumber()
  @IsInt({ message: STOCK_MESSAGE })
  @Min(-MAX_STOCK, { message: STOCK_MESSAGE })
  @Max(MAX_STOCK, { message: STOCK_MESSAGE })
  stock?: number;

  @ApiPropertyOptional({ maxLength: 200, nullable: true, description: 'Blank clears it' })
  @IsOptional()
  @TrimToNull()
  @IsString({ message: detailMessage('Composition') })
  @MaxLength(200, { message: detailMessage('Composition') })
  composition?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true, description: 'Blank clears it' })
  @IsOptional()
  @TrimToNull()
  @IsString({ message: detailMessage('Weight') })
  @MaxLength(200, { message: detailMessage('Weight') })
  weight?: string | null;

  @ApiPropertyOptional({ maxLength: 200, nullable: true, description: 'Blank clears it' })
  @IsOptional()
  @TrimToNull()
  @IsString({ message: detailMessage('Size') })
  @MaxLength(200, { message: detailMessage('Size') })
  size?: string | null;

  @ApiPropertyOptional({
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG or WebP, 5 MB at most; omit to keep the picture',
  })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  productImg?: string;
}
