const { makeWebpackConfig } = require('../shared-ui/build/webpack');
const ports = require('../shared-ui/build/ports');

module.exports = makeWebpackConfig({
  dir: __dirname,
  name: 'admin',
  port: ports.admin,
  title: 'Pashmina Shop · Admin',
  exposes: { './Routes': './src/Routes.tsx' },
});
