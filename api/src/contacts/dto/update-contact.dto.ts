import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { UpdateContactRequest } from '../../contracts';
import { ToBoolean } from '../../common/validation/transforms';

export class UpdateContactDto implements UpdateContactRequest {
  @ApiProperty()
  @ToBoolean()
  @IsBoolean({ message: 'isFeatured must be true or false' })
  isFeatured: boolean;
}
