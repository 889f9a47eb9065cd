// The shop's rules, once: plain constants, patterns, messages and small pure functions that the API's DTOs and
// services and every frontend import. docs/rules.md says the same in words.
export * from './account';
export * from './feedback';
export * from './money';
export * from './order';
export * from './product';
export * from './shop';
export * from './discount';
export * from './refund';
export * from './delivery';
export * from './variant';
export * from './language';
export * from './nepali-numbers';
export * from './bikram-sambat';
export * from './receipt';
export * from './stock';
export * from './permissions';
export * from './review';
