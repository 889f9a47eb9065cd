import type { ForgotPasswordRequest } from '../../contracts';
import { EmailField } from './user-fields';

/** The register page's e-mail rules: bounded before the pattern, so a huge e-mail is refused at once. */
export class ForgotPasswordDto implements ForgotPasswordRequest {
  @EmailField()
  email: string;
}
