// What the shop's builds may import from 'react-redux'. Webpack resolves 'react-redux' to this file (config.js); jest
// and the type checker read the package itself. A shared Module Federation module is never tree-shaken (a remote may
// use any of its exports), and in full react-redux is mostly connect() and its helpers, which nothing of the shop
// uses: sharing this short list keeps them out of every page's first load. The apps use Provider, useDispatch and
// useSelector; the rest is what Redux Toolkit's React hooks (RTK Query) import.
// A name added here is shipped by the shell's next build; a remote must not use it before the shell has it.
// 'react-redux/alternate-renderers' is the package's own build under another name (its exports map), which the
// alias of 'react-redux' alone does not catch.
export {
  batch,
  Provider,
  ReactReduxContext,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from 'react-redux/alternate-renderers';
