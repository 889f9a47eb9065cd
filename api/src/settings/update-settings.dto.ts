import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import { CONTACT_LINE_MAX, CONTACT_LINE_MESSAGE, type ShopSettingsRequest } from '../contracts';

const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** One line of 1–200 characters: a line break would end a line of the e-mails' footer. */
const ONE_LINE = new RegExp(`^[^\\r\\n]{1,${CONTACT_LINE_MAX}}$`);

export class ContactLinesDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trimmed()
  @IsString({ message: CONTACT_LINE_MESSAGE })
  @Matches(ONE_LINE, { message: CONTACT_LINE_MESSAGE })
  phone?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trimmed()
  @IsString({ message: CONTACT_LINE_MESSAGE })
  @Matches(ONE_LINE, { message: CONTACT_LINE_MESSAGE })
  email?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Trimmed()
  @IsString({ message: CONTACT_LINE_MESSAGE })
  @Matches(ONE_LINE, { message: CONTACT_LINE_MESSAGE })
  address?: string;
}

/** PUT /api/v1/settings (admins): any of the fields; absent ones keep their value. */
export class UpdateSettingsDto implements ShopSettingsRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'verifyPhoneForCashOnDelivery must be true or false' })
  verifyPhoneForCashOnDelivery?: boolean;

  @ApiPropertyOptional({ type: ContactLinesDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ContactLinesDto)
  contact?: ContactLinesDto;
}
