module.exports = require('../shared-ui/build/jest.frontend')(__dirname);
