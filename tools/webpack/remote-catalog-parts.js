// What a remote's production build has in place of shared-ui's index of the Nepali catalog's parts
// (shared-ui/src/i18n/locales/ne/parts/index.ts; config.js replaces it): nothing. The remote's own copy of shared-ui
// never runs inside the shell, which provides the one singleton, and so never loads a part; its build would
// otherwise carry a chunk of each part, and every page that loads the remote the table of their names.
export const NEPALI_PARTS = {};
