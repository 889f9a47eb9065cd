// Entry point of '@pashmina/shared-ui/test' (moduleResolution node10 resolves this file).
export * from './src/test';
