import { ComingSoon } from '@pashmina/shared-ui';

export function FeedbacksPage() {
  return <ComingSoon title="Feedbacks" text="The messages customers send are coming soon." />;
}
