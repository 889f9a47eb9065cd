import { ComingSoon } from '@pashmina/shared-ui';

export function FeedbackPage() {
  return <ComingSoon title="My Feedback" text="The messages you have sent us are coming soon." />;
}
