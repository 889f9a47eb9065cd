export * from './enums';
export * from './users';
export * from './products';
export * from './contacts';
export * from './orders';
export * from './payments';
export * from './khalti-sandbox';
