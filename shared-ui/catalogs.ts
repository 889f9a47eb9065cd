// Entry point of '@pashmina/shared-ui/catalogs': both languages' compiled catalogs at once, for the storefront's
// server build, which renders first screens in both (the browser loads Nepali's only on a Nepali page: src/i18n).
export { messages as english } from './src/i18n/locales/en/messages';
export { messages as nepali } from './src/i18n/locales/ne/messages';
