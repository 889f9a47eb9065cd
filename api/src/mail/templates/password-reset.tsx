import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { PasswordResetPayload } from '../email-messages';
import { button, Layout, link, type ShopLinks, small, text } from './layout';
import { resetPasswordUrl } from './links';

/** To the account: the link to choose a new password (docs/rules.md, Accounts). */
export function PasswordResetEmail({
  reset,
  token,
  shop,
  title,
}: {
  reset: PasswordResetPayload;
  token: string;
  shop: ShopLinks;
  title: string;
}) {
  const url = resetPasswordUrl(shop, token);
  return (
    <Layout title={title} preview="A link to choose a new password" heading="Reset your password" shop={shop}>
      <Text style={text}>Hello {reset.name},</Text>
      <Text style={text}>
        Someone, we hope you, asked to reset the password of your Pashmina Shop account. The link below works
        once, within {reset.validMinutes} minutes.
      </Text>
      <Button href={url} style={button}>
        Choose a new password
      </Button>
      <Text style={{ ...small, margin: '16px 0', wordBreak: 'break-all' }}>
        Or copy this address into your browser:{' '}
        <Link href={url} style={link}>
          {url}
        </Link>
      </Text>
      <Text style={text}>If you did not ask for this, ignore this e-mail: your password stays as it is.</Text>
    </Layout>
  );
}
