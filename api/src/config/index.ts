export { APP_CONFIG, type AppConfig, DEV_ADMIN_PASSWORD, SANDBOX_KHALTI_KEY } from './app-config';
export { ConfigModule } from './config.module';
export { DEVELOPMENT_MODE_WARNING, developmentModeWarning } from './development-warning';
export { baseDir, ConfigError, loadConfig } from './load-config';
