export { LoginPage } from './components/LoginPage';
export { RegisterPage } from './components/RegisterPage';
export { ProtectedRoute } from './components/ProtectedRoute';
export { AdminRoute } from './components/AdminRoute';
