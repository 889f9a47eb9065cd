import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { NewReviewPayload, ReviewRequestPayload } from '../email-messages';
import { textsOf } from '../texts';
import { button, Layout, type ShopLinks, text } from './layout';
import { pageIn, PRODUCT_PATH, REVIEW_FORM_HASH, SHOP_REVIEWS_PATH } from './links';

/** Seven days after delivery: how is the product? A link to its review form, in the customer's language. */
export function ReviewRequestEmail({
  request,
  shop,
  title,
}: {
  request: ReviewRequestPayload;
  shop: ShopLinks;
  title: string;
}) {
  const language = request.language ?? 'en';
  const t = textsOf({ language });
  const name = language === 'ne' && request.productNameNe ? request.productNameNe : request.productName;
  const href = `${shop.publicUrl}${pageIn(language, `${PRODUCT_PATH}${encodeURIComponent(request.productId)}`)}#${REVIEW_FORM_HASH}`;
  return (
    <Layout
      title={title}
      preview={t.text('review-request.preview', { name })}
      heading={title}
      shop={shop}
      language={language}
    >
      <Text style={text}>{t.text('hello', { name: request.customerName })}</Text>
      <Text style={text}>{t.text('review-request.body', { name })}</Text>
      <Button href={href} style={button}>
        {t.text('review-request.button')}
      </Button>
      <Text style={text}>{t.text('review-request.once')}</Text>
    </Layout>
  );
}

/** A new review, held for the owner: what it says, and a link to the admin's 'Reviews' screen (English). */
export function NewReviewEmail({
  review,
  shop,
  title,
}: {
  review: NewReviewPayload;
  shop: ShopLinks;
  title: string;
}) {
  const t = textsOf({ language: 'en' });
  return (
    <Layout title={title} preview={title} heading={t.text('shop.review.heading')} shop={shop} language="en">
      <Text style={text}>
        {t.text('shop.review.body', {
          author: review.author,
          name: review.productName,
          rating: review.rating,
        })}
      </Text>
      {review.title && <Text style={{ ...text, fontWeight: 'bold' }}>{review.title}</Text>}
      <Text style={text}>{review.text}</Text>
      <Button href={`${shop.publicUrl}${SHOP_REVIEWS_PATH}`} style={button}>
        {t.text('shop.review.open')}
      </Button>
    </Layout>
  );
}
