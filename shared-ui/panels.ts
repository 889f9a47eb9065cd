// Entry point of '@pashmina/shared-ui/panels' (moduleResolution node10 resolves this file): src/panels/index.ts says what it is.
export * from './src/panels';
