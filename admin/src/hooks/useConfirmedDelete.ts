import { useNavigate } from 'react-router-dom';
import { useConfirmDialog, type ConfirmOptions } from '@pashmina/shared-ui/panels';
import { adminToast } from './adminToast';

export interface ConfirmedDelete {
  /** The spec's prompt: Cancel or an empty answer deletes nothing. */
  question: ConfirmOptions;
  /** The delete itself; it rejects when the server refuses. */
  remove: () => Promise<unknown>;
  /** The success toast. */
  deleted: string;
  /** The failure toast for this refusal; undefined says nothing (the admin was told otherwise). */
  failure: (error: unknown) => string | undefined;
  /** Where the admin goes once it is deleted: the list the record was in. */
  then: string;
}

/**
 * The admin's delete: asks, deletes on an answer, toasts, and goes back to the list (or stays, told why).
 * `dialog` is rendered by the screen, outside its form: the dialog's own submit would bubble into it.
 */
export function useConfirmedDelete({ question, remove, deleted, failure, then }: ConfirmedDelete) {
  const navigate = useNavigate();
  const { dialog, confirm } = useConfirmDialog();
  const confirmDelete = async () => {
    if ((await confirm(question)) === null) return;
    try {
      await remove();
      adminToast.success(deleted);
      navigate(then);
    } catch (error) {
      const message = failure(error);
      if (message) adminToast.error(message);
    }
  };
  return { dialog, confirmDelete };
}
