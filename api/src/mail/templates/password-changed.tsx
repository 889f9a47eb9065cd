import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { PasswordChangedPayload } from '../email-messages';
import { Layout, link, type ShopLinks, text } from './layout';
import { FORGOT_PASSWORD_PATH } from './links';

/** To the account: its password was changed, by a reset or in the profile. */
export function PasswordChangedEmail({
  account,
  shop,
  title,
}: {
  account: PasswordChangedPayload;
  shop: ShopLinks;
  title: string;
}) {
  const forgot = `${shop.publicUrl}${FORGOT_PASSWORD_PATH}`;
  return (
    <Layout title={title} preview="Your password was changed" heading="Your password was changed" shop={shop}>
      <Text style={text}>Hello {account.name},</Text>
      <Text style={text}>The password of your Pashmina Shop account was just changed.</Text>
      <Text style={text}>
        If that was not you, reset it now at{' '}
        <Link href={forgot} style={link}>
          {forgot}
        </Link>{' '}
        and tell us.
      </Text>
    </Layout>
  );
}
