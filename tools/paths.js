// Paths every tool needs, computed once.
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

module.exports = {
  repoRoot,
  /** `@pashmina/contracts` (the alias of tsconfig.base.json), for webpack and jest. */
  contractsEntry: path.join(repoRoot, 'api/src/contracts/index.ts'),
  /** What the apps may import from 'react-router-dom' (the alias of tsconfig.base.json), for webpack and jest. */
  routerEntry: path.join(repoRoot, 'tools/webpack/react-router-dom.ts'),
  /** What the apps' builds may import from 'react-redux' (webpack only: jest and the type checker read the package). */
  reduxEntry: path.join(repoRoot, 'tools/webpack/react-redux.ts'),
};
