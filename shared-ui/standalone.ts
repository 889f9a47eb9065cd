// Entry point of '@pashmina/shared-ui/standalone' (moduleResolution node10 resolves this file): a remote's page of its
// own, which only that remote's own entry (bootstrap.tsx) renders, so not in the shared singleton every shopper
// downloads.
export * from './src/standalone';
