// Lingui's settings (docs/decisions/0060-the-shop-in-nepali.md): one catalog for every text a shopper or customer
// reads, in shared-ui (the i18n runtime's home), extracted from the shell, the storefront, the customer area and
// shared-ui. The admin panel stays in English and is not extracted. `npm run i18n` (tools/i18n/catalogs.mjs) extracts
// and compiles; the compiled catalogs (messages.ts) are committed, since the build has no Lingui loader.
/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  locales: ['en', 'ne'],
  sourceLocale: 'en',
  catalogs: [
    {
      path: '<rootDir>/shared-ui/src/i18n/locales/{locale}/messages',
      include: [
        '<rootDir>/shell/src',
        '<rootDir>/storefront/src',
        '<rootDir>/customer-area/src',
        '<rootDir>/shared-ui/src',
      ],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/locales/**', '**/node_modules/**'],
    },
  ],
  orderBy: 'messageId',
};
