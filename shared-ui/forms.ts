// Entry point of '@pashmina/shared-ui/forms' (moduleResolution node10 resolves this file): src/forms/index.ts says what it is.
export * from './src/forms';
