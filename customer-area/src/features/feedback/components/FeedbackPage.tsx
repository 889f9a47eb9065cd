import { ComingSoon } from '../../../shared/components/ComingSoon';

export function FeedbackPage() {
  return <ComingSoon title="My Feedback" text="The messages you have sent us are coming soon." />;
}
