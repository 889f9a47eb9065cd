module.exports = require('./build/jest.frontend')(__dirname);
