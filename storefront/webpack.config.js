// The app (name, Module Federation container, port, exposed modules) is the entry of tools/apps.js
// for this folder; the build itself is the one shared factory.
module.exports = require('../tools/webpack/config')(__dirname);
