import { Global, Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';
import { ShopSettingsService } from './shop-settings.service';

/** The shop's own settings: global, as checkout and the mail worker read them. */
@Global()
@Module({
  controllers: [SettingsController],
  providers: [ShopSettingsService],
  exports: [ShopSettingsService],
})
export class SettingsModule {}
