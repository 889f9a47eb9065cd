import { ComingSoon } from '@pashmina/shared-ui';

export function ManageFeedbackPage() {
  return <ComingSoon title="Manage Feedback" text="Featuring and deleting feedback is coming soon." />;
}
