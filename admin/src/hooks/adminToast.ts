import { ADMIN_TOAST_AUTO_CLOSE_MS } from '@pashmina/contracts';
import { toast } from '@pashmina/shared-ui';

const OPTIONS = { autoClose: ADMIN_TOAST_AUTO_CLOSE_MS };

/** The admin screens' toasts: each closes after the spec's 2000 ms. */
export const adminToast = {
  success: (message: string) => toast.success(message, OPTIONS),
  error: (message: string) => toast.error(message, OPTIONS),
};
