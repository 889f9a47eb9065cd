export * from './i18n';
export * from './state';
export * from './api';
export * from './components';
export * from './hooks';
export * from './contract';
