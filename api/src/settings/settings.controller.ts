import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Permit } from '../common/decorators/permit.decorator';
import { SETTINGS_SAVED_MESSAGE, type ShopSettings } from '../contracts';
import { ShopSettingsService } from './shop-settings.service';
import { UpdateSettingsDto } from './update-settings.dto';

/** The shop's settings, for admins: the phone check before cash on delivery, and the contact lines. */
@ApiTags('settings')
@ApiBearerAuth()
@Permit('settings')
@Controller('settings')
export class SettingsController {
  constructor(private readonly settings: ShopSettingsService) {}

  @Get()
  get(): Promise<ShopSettings> {
    return this.settings.get();
  }

  @Put()
  async update(
    @Body() body: UpdateSettingsDto,
  ): Promise<{ success: true; message: string; settings: ShopSettings }> {
    return { success: true, message: SETTINGS_SAVED_MESSAGE, settings: await this.settings.update(body) };
  }
}
