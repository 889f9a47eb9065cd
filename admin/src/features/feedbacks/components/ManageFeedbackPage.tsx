import { ComingSoon } from '../../../shared/components/ComingSoon';

export function ManageFeedbackPage() {
  return <ComingSoon title="Manage Feedback" text="Featuring and deleting feedback is coming soon." />;
}
