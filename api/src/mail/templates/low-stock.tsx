import { Button } from '@react-email/button';
import { Text } from '@react-email/text';
import type { LowStockPayload } from '../email-messages';
import { textsOf } from '../texts';
import { button, Layout, type ShopLinks, text } from './layout';
import { SHOP_PRODUCT_PATH } from './links';

/** To the shop (in English, as the shop's own e-mails are): a stock fell to its product's low-stock mark. */
export function LowStockEmail({
  stock,
  shop,
  title,
}: {
  stock: LowStockPayload;
  shop: ShopLinks;
  title: string;
}) {
  const t = textsOf({ language: 'en' });
  return (
    <Layout title={title} preview={title} heading={title} shop={shop} language="en">
      <Text style={text}>{t.text('shop.low-stock.body')}</Text>
      <Button
        href={`${shop.publicUrl}${SHOP_PRODUCT_PATH}${encodeURIComponent(stock.productId)}`}
        style={button}
      >
        {t.text('shop.open-product')}
      </Button>
    </Layout>
  );
}
