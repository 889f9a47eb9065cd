export * from './common';
export * from './product';
export * from './auth';
export * from './contact';
export * from './order';
export * from './stats';
export * from './email';
export * from './rules';
