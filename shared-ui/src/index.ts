export * from './state';
export * from './components';
