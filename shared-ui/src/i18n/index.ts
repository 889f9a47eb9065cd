// The shop in English and Nepali: its languages and their addresses, the i18n runtime, and how a page writes
// amounts, counts and dates in its language.
export * from './language';
export {
  activateLanguage,
  type CatalogPart,
  catalogOf,
  i18n,
  i18nFor,
  languageOf,
  withCatalogPart,
} from './runtime';
export { LanguageProvider, useI18n } from './useI18n';
export * from './numbers';
export * from './words';
export { loadNepaliRuleMessages, type RuleMessage, useRuleMessage } from './ruleMessages';
