module.exports = require('../tools/jest/frontend')(__dirname);
