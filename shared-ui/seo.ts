// Entry point of '@pashmina/shared-ui/seo' (moduleResolution node10 resolves this file): src/seo/index.ts says what it is.
export * from './src/seo';
