export { SettingsModule } from './settings.module';
export { ShopSettingsService } from './shop-settings.service';
