import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { PasswordChangedPayload } from '../email-messages';
import { textsOf } from '../texts';
import { Layout, link, type ShopLinks, text } from './layout';
import { FORGOT_PASSWORD_PATH, pageIn } from './links';

/** To the account: its password was changed, by a reset or in the profile. In the account's language. */
export function PasswordChangedEmail({
  account,
  shop,
  title,
}: {
  account: PasswordChangedPayload;
  shop: ShopLinks;
  title: string;
}) {
  const t = textsOf(account);
  const language = account.language ?? 'en';
  const forgot = `${shop.publicUrl}${pageIn(language, FORGOT_PASSWORD_PATH)}`;
  const heading = t.text('changed.heading');
  return (
    <Layout title={title} preview={heading} heading={heading} shop={shop} language={language}>
      <Text style={text}>{t.text('hello', { name: account.name })}</Text>
      <Text style={text}>{t.text('changed.body')}</Text>
      <Text style={text}>
        {t.rich('changed.advice', {
          link: (
            <Link href={forgot} style={link}>
              {forgot}
            </Link>
          ),
        })}
      </Text>
    </Layout>
  );
}
