import { ComingSoon } from '@pashmina/shared-ui';

export function ProfilePage() {
  return (
    <ComingSoon title="Your Profile" text="Editing your name, phone, address and password is coming soon." />
  );
}
