// Entry point of '@pashmina/shared-ui/widgets' (moduleResolution node10 resolves this file): src/widgets/index.ts says what it is.
export * from './src/widgets';
