import { AuthPlaceholder } from './AuthPlaceholder';

export function RegisterPage() {
  return <AuthPlaceholder title="Register" />;
}
