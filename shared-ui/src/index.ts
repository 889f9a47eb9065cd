export * from './state';
export * from './components';
export * from './standalone';
