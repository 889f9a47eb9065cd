import { useParams } from 'react-router-dom';
import { SHELL_ROUTES } from '@pashmina/shared-ui';
import { useGetFeedbackQuery } from '@pashmina/shared-ui/orders';
import { ManageRecordPage } from '../../../components/ManageRecordPage';
import { FEEDBACK_NOT_FOUND_MESSAGE } from '../messages';
import { ManageFeedbackForm } from './ManageFeedbackForm';

export const MANAGE_FEEDBACK_TITLE = 'Manage Feedback';

/** Manage Feedback: one message, featured or not, or its deletion. */
export function ManageFeedbackPage() {
  const { id = '' } = useParams();
  return (
    <ManageRecordPage
      title={MANAGE_FEEDBACK_TITLE}
      back={{ to: SHELL_ROUTES.adminFeedbackList, label: 'Back to feedbacks' }}
      query={useGetFeedbackQuery(id)}
      notFound={FEEDBACK_NOT_FOUND_MESSAGE}
    >
      {(feedback) => (
        // A fresh form per message, so its choice starts from that message's.
        <ManageFeedbackForm key={feedback._id} feedback={feedback} />
      )}
    </ManageRecordPage>
  );
}
