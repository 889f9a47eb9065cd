import type { EmailLogEntry } from '@pashmina/contracts';
import { Button, errorMessage } from '@pashmina/shared-ui';
import { adminToast } from '../../../hooks/adminToast';
import { useResendEmailMutation } from '../api/emailsApi';
import { RESEND_FAILED_MESSAGE } from '../messages';

/**
 * Queues a copy of one e-mail (a new row of the log) and says so; a refusal (a password reset's link is never sent
 * twice) shows the server's reason.
 */
export function ResendButton({ email }: { email: EmailLogEntry }) {
  const [resend, { isLoading }] = useResendEmailMutation();

  const send = async () => {
    try {
      const response = await resend(email._id).unwrap();
      adminToast.success(response.message);
    } catch (error) {
      adminToast.error(errorMessage(error, RESEND_FAILED_MESSAGE));
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={isLoading}
      aria-label={`Resend ${email.subject} to ${email.to}`}
      onClick={() => void send()}
    >
      Resend
    </Button>
  );
}
