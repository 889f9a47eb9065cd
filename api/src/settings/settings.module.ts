import { Global, Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';
import { ShopContactController } from './shop-contact.controller';
import { ShopSettingsService } from './shop-settings.service';

/** The shop's own settings: global, as checkout and the mail worker read them. */
@Global()
@Module({
  controllers: [SettingsController, ShopContactController],
  providers: [ShopSettingsService],
  exports: [ShopSettingsService],
})
export class SettingsModule {}
