// What the shop's apps may import from 'react-router-dom'. Webpack, jest and the type checker all resolve
// 'react-router-dom' to this file. A shared Module Federation module is never tree-shaken (a remote may use any
// of its exports), and React Router 7 in full is 62 KB of gzip, the largest part of the shopper's first load:
// sharing this short list instead keeps the router's data APIs, server rendering and cookies out of it.
// A name added here is shipped by the shell's next build; a remote must not use it before the shell has it.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  UNSAFE_NavigationContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { LinkProps } from 'react-router';
