// The pages are exported lazily so the first paint of other pages does not carry their code.
export { ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage } from './LazyPages';
export { ProtectedRoute } from './components/ProtectedRoute';
export { AdminRoute } from './components/AdminRoute';
