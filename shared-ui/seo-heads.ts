// Entry point of '@pashmina/shared-ui/seo-heads': the whole heads the shop's server writes (src/seo/heads.ts), apart
// from '@pashmina/shared-ui/seo' so that the browser, which imports that one, never bundles them.
export * from './src/seo/heads';
export type { PageHead, StructuredData } from './src/seo/pageHead';
