const { makeWebpackConfig } = require('../shared-ui/build/webpack');
const ports = require('../shared-ui/build/ports');

module.exports = makeWebpackConfig({
  dir: __dirname,
  name: 'customer_area',
  port: ports.customerArea,
  title: 'Pashmina Shop · My account',
  exposes: { './Routes': './src/Routes.tsx' },
});
