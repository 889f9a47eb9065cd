import { ComingSoon } from '../../../shared/components/ComingSoon';

export function FeedbacksPage() {
  return <ComingSoon title="Feedbacks" text="The messages customers send are coming soon." />;
}
