const { makeWebpackConfig } = require('../shared-ui/build/webpack');
const ports = require('../shared-ui/build/ports');

module.exports = makeWebpackConfig({
  dir: __dirname,
  name: 'shell',
  port: ports.shell,
  title: 'Pashmina Shop',
  host: true,
});
