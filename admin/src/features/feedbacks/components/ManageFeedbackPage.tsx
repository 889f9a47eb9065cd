import { useParams } from 'react-router-dom';
import { ErrorState, LinkButton, SHELL_ROUTES, useGetContactQuery } from '@pashmina/shared-ui';
import { PanelPage, QueryState } from '@pashmina/shared-ui/panels';
import { FEEDBACK_NOT_FOUND_MESSAGE } from '../messages';
import { ManageFeedbackForm } from './ManageFeedbackForm';

export const MANAGE_FEEDBACK_TITLE = 'Manage Feedback';

/** Manage Feedback: one message, featured or not, or its deletion. */
export function ManageFeedbackPage() {
  const { id = '' } = useParams();
  const contactQuery = useGetContactQuery(id);

  return (
    <PanelPage title={MANAGE_FEEDBACK_TITLE} narrow>
      <p>
        <LinkButton to={SHELL_ROUTES.adminFeedbacks} variant="ghost" size="sm">
          <span aria-hidden="true">‹</span> Back to feedbacks
        </LinkButton>
      </p>
      <QueryState query={contactQuery} notFound={<ErrorState message={FEEDBACK_NOT_FOUND_MESSAGE} />}>
        {(contact) => (
          // A fresh form per message, so its choice starts from that message's.
          <ManageFeedbackForm key={contact._id} contact={contact} />
        )}
      </QueryState>
    </PanelPage>
  );
}
