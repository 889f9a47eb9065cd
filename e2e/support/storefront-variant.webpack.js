// The storefront built with one visible text changed, as its team would ship a change, for
// tests/deployment/redeploy.spec.ts: the storefront's own webpack config (the shared factory), written to another
// folder, with a loader that replaces the text in one source file as webpack reads it. The repository's source and
// storefront/dist stay as they are.
//
//   VARIANT_OUT=/tmp/out VARIANT_FILE=FeaturedProducts.tsx VARIANT_FROM='Check our selection' VARIANT_TO='New' \
//     npx webpack --mode production --config e2e/support/storefront-variant.webpack.js
const storefrontConfig = require('../../storefront/webpack.config.js');

module.exports = (env, argv) => {
  const { VARIANT_OUT, VARIANT_FILE, VARIANT_FROM, VARIANT_TO } = process.env;
  if (!VARIANT_OUT || !VARIANT_FILE || !VARIANT_FROM || VARIANT_TO === undefined) {
    throw new Error('Set VARIANT_OUT, VARIANT_FILE, VARIANT_FROM and VARIANT_TO');
  }
  // The browser build only: the shell's server keeps the server build of the storefront it was deployed with,
  // which then no longer matches (the shop's server serves no first screen).
  const [config] = [].concat(storefrontConfig(env, argv));
  config.output.path = VARIANT_OUT;
  config.module.rules.push({
    test: (file) => file.endsWith(VARIANT_FILE),
    // Before ts-loader, on the source as written.
    enforce: 'pre',
    use: [
      {
        loader: require.resolve('./replace-text.loader.js'),
        options: { from: VARIANT_FROM, to: VARIANT_TO },
      },
    ],
  });
  return config;
};
