import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/decorators/roles.decorator';
import { SETTINGS_SAVED_MESSAGE, type ShopSettings } from '../contracts';
import { ShopSettingsService } from './shop-settings.service';
import { UpdateSettingsDto } from './update-settings.dto';

/** The shop's settings, for admins: the phone check before cash on delivery, and the contact lines. */
@ApiTags('settings')
@ApiBearerAuth()
@Roles('admin')
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
