const { makeWebpackConfig } = require('../shared-ui/build/webpack');
const ports = require('../shared-ui/build/ports');

module.exports = makeWebpackConfig({
  dir: __dirname,
  name: 'storefront',
  port: ports.storefront,
  title: 'Pashmina Shop · Storefront',
  exposes: { './Routes': './src/Routes.tsx' },
});
