export * from './format';
export * from './api-messages';
export * from './in-language';
