import { useState, type FormEvent } from 'react';
import { FEEDBACK_DELETED_MESSAGE, FEEDBACK_UPDATED_MESSAGE, type Feedback } from '@pashmina/contracts';
import { Button, errorMessage, SHELL_ROUTES } from '@pashmina/shared-ui';
import { FormField, SelectField, TextareaField } from '@pashmina/shared-ui/forms';
import { useDeleteFeedbackMutation, useUpdateFeedbackMutation } from '@pashmina/shared-ui/orders';
import { FEEDBACK_DELETE_FAILED_MESSAGE, FEEDBACK_UPDATE_FAILED_MESSAGE } from '../messages';
import { adminToast } from '../../../hooks/adminToast';
import { useConfirmedDelete } from '../../../hooks/useConfirmedDelete';
import styles from '../../../components/ManageScreen.module.css';

const FEATURED_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** One feedback message to read; whether it is a testimonial on /AboutUs to set; Delete behind a prompt. */
export function ManageFeedbackForm({ feedback }: { feedback: Feedback }) {
  const [featured, setFeatured] = useState(feedback.isFeatured);
  const [updateFeedback, { isLoading: updating }] = useUpdateFeedbackMutation();
  const [deleteFeedback, { isLoading: deleting }] = useDeleteFeedbackMutation();
  const { dialog, confirmDelete } = useConfirmedDelete({
    question: {
      title: 'Delete feedback',
      message: `Delete the feedback of ${feedback.name} (${feedback.email})? This cannot be undone.`,
      confirmLabel: 'Delete',
    },
    remove: () => deleteFeedback(feedback._id).unwrap(),
    deleted: FEEDBACK_DELETED_MESSAGE,
    failure: (error) => errorMessage(error, FEEDBACK_DELETE_FAILED_MESSAGE),
    then: SHELL_ROUTES.adminFeedbackList,
  });

  const update = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await updateFeedback({ id: feedback._id, isFeatured: featured }).unwrap();
      adminToast.success(FEEDBACK_UPDATED_MESSAGE);
    } catch (error) {
      setFeatured(feedback.isFeatured);
      // The spec names one failure text for this screen, whatever the server said.
      adminToast.error(FEEDBACK_UPDATE_FAILED_MESSAGE);
    }
  };

  // The dialog stays outside the form: its own submit would bubble through the React tree into this one.
  return (
    <>
      <form className={styles.form} onSubmit={(event) => void update(event)}>
        <FormField id="feedback-name" label="Name" value={feedback.name} readOnly />
        <FormField id="feedback-email" label="Email" type="email" value={feedback.email} readOnly />
        <TextareaField id="feedback-message" label="Message" value={feedback.message} rows={6} readOnly />
        <SelectField
          id="feedback-featured"
          label="Set as Featured"
          hint="A featured message shows as a testimonial on the About us page."
          options={FEATURED_OPTIONS}
          value={featured ? 'yes' : 'no'}
          onChange={(event) => setFeatured(event.target.value === 'yes')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={updating}>
            Update Feedback
          </Button>
          <Button variant="secondary" onClick={() => void confirmDelete()} disabled={deleting}>
            Delete
          </Button>
        </div>
      </form>
      {dialog}
    </>
  );
}
