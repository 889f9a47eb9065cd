export {
  APP_CONFIG,
  type AppConfig,
  DEV_ADMIN_PASSWORD,
  type S3Settings,
  SANDBOX_KHALTI_KEY,
  type StorageSettings,
} from './app-config';
export { ConfigModule } from './config.module';
export { DEVELOPMENT_MODE_WARNING, developmentModeWarning } from './development-warning';
export {
  baseDir,
  ConfigError,
  ESEWA_TEST_PRODUCT_CODE,
  ESEWA_TEST_SECRET_KEY,
  loadConfig,
} from './load-config';
