// The shop's server build (shell/dist-server/main.js): the shared factory for it.
module.exports = require('../../tools/webpack/shop-server-config')(
  require('node:path').join(__dirname, '..'),
);
