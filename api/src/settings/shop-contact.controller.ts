import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator';
import type { ShopContact } from '../contracts';
import { ShopSettingsService } from './shop-settings.service';

/**
 * The shop's contact lines for anyone (the Contact page): what the owner saved in Settings, each line the owner never
 * set SHOP_PHONE's, SHOP_EMAIL's or SHOP_ADDRESS's, as the customer e-mails end with them.
 */
@ApiTags('settings')
@Public()
@Controller('settings/contact')
export class ShopContactController {
  constructor(private readonly settings: ShopSettingsService) {}

  @Get()
  @ApiOkResponse({ description: '`{ phone, email, address }`' })
  contact(): Promise<ShopContact> {
    return this.settings.contact();
  }
}
