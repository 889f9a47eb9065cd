import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { PasswordResetPayload } from '../email-messages';
import { textsOf } from '../texts';
import { button, Layout, link, type ShopLinks, small, text } from './layout';
import { resetPasswordUrl } from './links';

/** To the account: the link to choose a new password (docs/rules.md, Accounts), in the account's language. */
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
  const t = textsOf(reset);
  const language = reset.language ?? 'en';
  const url = resetPasswordUrl(shop, token, language);
  return (
    <Layout
      title={title}
      preview={t.text('reset.preview')}
      heading={t.text('reset.heading')}
      shop={shop}
      language={language}
    >
      <Text style={text}>{t.text('hello', { name: reset.name })}</Text>
      <Text style={text}>{t.text('reset.body', { minutes: reset.validMinutes })}</Text>
      <Button href={url} style={button}>
        {t.text('reset.button')}
      </Button>
      <Text style={{ ...small, margin: '16px 0', wordBreak: 'break-all' }}>
        {t.rich('reset.copy', {
          url: (
            <Link href={url} style={link}>
              {url}
            </Link>
          ),
        })}
      </Text>
      <Text style={text}>{t.text('reset.ignore')}</Text>
    </Layout>
  );
}
