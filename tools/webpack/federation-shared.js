// The one list of Module Federation singletons. The webpack factory (config.js) gives it to all
// four builds, so the shell and every remote agree on what is shared. Never spread all dependencies.
const singleton = { singleton: true, requiredVersion: false, strictVersion: false };

module.exports = {
  react: singleton,
  'react-dom/': singleton,
  'react-dom': singleton,
  'react-router-dom': singleton,
  'react-redux': singleton,
  '@reduxjs/toolkit': singleton,
  '@pashmina/shared-ui': singleton,
};
