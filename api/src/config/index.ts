export { APP_CONFIG, type AppConfig, DEV_ADMIN_PASSWORD, SANDBOX_KHALTI_KEY } from './app-config';
export { ConfigModule } from './config.module';
export { baseDir, ConfigError, loadConfig } from './load-config';
