import { AuthPlaceholder } from './AuthPlaceholder';

export function LoginPage() {
  return <AuthPlaceholder title="Login" />;
}
