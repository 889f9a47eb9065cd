// The customer's e-mails in Nepali (docs/rules.md, Languages), for accounts whose language is Nepali: the same
// frame, summary and links as the English ones (layout.tsx, order-summary.tsx), with रु amounts, Devanagari digits,
// the order's date in Bikram Sambat, and links to the Nepali pages (/ne/…). The shop's own e-mails stay English.
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import {
  formatNepaliNumber,
  formatNepaliRupees,
  type RefundMethod,
  RETURN_WINDOW_DAYS,
  toDevanagariDigits,
} from '../../contracts';
import type {
  PasswordChangedPayload,
  PasswordResetPayload,
  RefundEmailPayload,
  ReturnEmailPayload,
} from '../email-messages';
import {
  button,
  Layout,
  link,
  type OrderEmailProps,
  type ShopLinks,
  ShopContactText,
  small,
  text,
} from './layout';
import {
  FORGOT_PASSWORD_PATH,
  myOrdersLink,
  pageIn,
  RETURN_AND_EXCHANGE_PATH,
  resetPasswordUrl,
} from './links';
import { OrderSummary } from './order-summary';

const NE = 'ne';
const orderLabel = (orderNumber: number) => `#${toDevanagariDigits(orderNumber)}`;
const hello = (name: string) => `नमस्ते ${name},`;

/** A cash-on-delivery order placed, or a Khalti order paid. */
export function NepaliOrderConfirmedEmail({ order, shop, title }: OrderEmailProps) {
  const total = formatNepaliRupees(order.total);
  return (
    <Layout
      title={title}
      preview={`अर्डर ${orderLabel(order.orderNumber)}: ${total}`}
      heading="अर्डर गर्नुभएकोमा धन्यवाद"
      shop={shop}
      language={NE}
    >
      <Text style={text}>{hello(order.customerName)}</Text>
      <Text style={text}>
        तपाईंको अर्डर {orderLabel(order.orderNumber)} पक्का भयो।{' '}
        {order.paymentMethod === 'cash'
          ? `सामान आइपुग्दा ${total} नगद तयार राख्नुहोला।`
          : `तपाईंको ${total} ${order.paymentMethod === 'esewa' ? 'इसेवा' : 'खल्ती'} भुक्तानी हामीले पायौँ।`}{' '}
        सामान डेलिभर भएपछि हामी तपाईंलाई खबर गर्नेछौँ।
      </Text>
      <OrderSummary order={order} link={myOrdersLink(shop, NE)} language={NE} />
    </Layout>
  );
}

/** The order became delivered. */
export function NepaliOrderDeliveredEmail({ order, shop, title }: OrderEmailProps) {
  return (
    <Layout
      title={title}
      preview={`अर्डर ${orderLabel(order.orderNumber)} डेलिभर भयो`}
      heading="तपाईंको अर्डर डेलिभर भयो"
      shop={shop}
      language={NE}
    >
      <Text style={text}>{hello(order.customerName)}</Text>
      <Text style={text}>
        तपाईंको अर्डर {orderLabel(order.orderNumber)} डेलिभर भयो। आशा छ, तपाईंलाई मन पर्नेछ: कुनै सामान फिर्ता वा साटफेर
        गर्न तपाईंसँग {formatNepaliNumber(RETURN_WINDOW_DAYS)} दिन छन् (हेर्नुहोस्{' '}
        <Link href={`${shop.publicUrl}${pageIn(NE, RETURN_AND_EXCHANGE_PATH)}`} style={link}>
          फिर्ता र साटफेर
        </Link>
        )।
      </Text>
      <OrderSummary order={order} link={myOrdersLink(shop, NE)} language={NE} />
    </Layout>
  );
}

/** Cancelled by an admin, by Khalti's cancel, by the payment's expiry or by the customer. */
export function NepaliOrderCancelledEmail({ order, shop, title }: OrderEmailProps) {
  return (
    <Layout
      title={title}
      preview={`अर्डर ${orderLabel(order.orderNumber)} रद्द भयो`}
      heading="तपाईंको अर्डर रद्द भयो"
      shop={shop}
      language={NE}
    >
      <Text style={text}>{hello(order.customerName)}</Text>
      <Text style={text}>तपाईंको अर्डर {orderLabel(order.orderNumber)} रद्द भयो।</Text>
      <ShopContactText
        contact={shop.contact}
        style={text}
        lead="यस्तो हुन्छ भन्ने सोच्नुभएको थिएन, वा फेरि अर्डर गर्न चाहनुहुन्छ?"
        language={NE}
      />
      {order.refundDue && (
        <Text style={text}>
          तपाईंले खल्तीबाट {formatNepaliRupees(order.total)} तिर्नुभएको थियो: रकम फिर्ताबारे पसलले तपाईंलाई सम्पर्क गर्नेछ।
        </Text>
      )}
      <OrderSummary order={order} link={myOrdersLink(shop, NE)} language={NE} />
    </Layout>
  );
}

const REFUND_METHOD_WORDS_NE: Record<RefundMethod, string> = {
  khalti: 'तपाईंको खल्ती वालेटमा',
  cash: 'नगदमा',
  esewa: 'तपाईंको इसेवा वालेटमा',
};

/** A refund of the order succeeded. */
export function NepaliOrderRefundedEmail({
  order,
  shop,
  title,
}: {
  order: RefundEmailPayload;
  shop: ShopLinks;
  title: string;
}) {
  const amount = formatNepaliRupees(order.refund.amount);
  return (
    <Layout
      title={title}
      preview={`अर्डर ${orderLabel(order.orderNumber)} को ${amount} फिर्ता भयो`}
      heading="तपाईंको रकम फिर्ता"
      shop={shop}
      language={NE}
    >
      <Text style={text}>{hello(order.customerName)}</Text>
      <Text style={text}>
        तपाईंको अर्डर {orderLabel(order.orderNumber)} को {amount} हामीले फिर्ता गर्यौँ: रकम{' '}
        {REFUND_METHOD_WORDS_NE[order.refund.method]} फर्कन्छ।
      </Text>
      <Text style={text}>कारण: {order.refund.reason}</Text>
      <ShopContactText contact={shop.contact} style={text} lead="रकम फिर्ताबारे केही सोध्नु छ?" language={NE} />
      <OrderSummary order={order} link={myOrdersLink(shop, NE)} language={NE} />
    </Layout>
  );
}

/** The shop approved or declined the customer's return. */
export function NepaliReturnEmail({
  kind,
  request,
  shop,
  title,
}: {
  kind: 'return-approved' | 'return-declined';
  request: ReturnEmailPayload;
  shop: ShopLinks;
  title: string;
}) {
  const approved = kind === 'return-approved';
  const action = myOrdersLink(shop, NE);
  return (
    <Layout
      title={title}
      preview={title}
      heading={approved ? 'तपाईंको फिर्ता स्वीकृत भयो' : 'तपाईंको फिर्ता अस्वीकृत भयो'}
      shop={shop}
      language={NE}
    >
      <Text style={text}>{hello(request.customerName)}</Text>
      <Text style={text}>
        अर्डर {orderLabel(request.orderNumber)} को तपाईंको फिर्ता {approved ? 'स्वीकृत' : 'अस्वीकृत'} भयो।
        {approved ? ' कृपया सामान फिर्ता पठाउनुहोस्; आइपुगेपछि हामी रकम फिर्ता गर्छौँ।' : ''}
      </Text>
      {request.lines.map((line, index) => (
        <Text key={index} style={text}>
          {line.name} × {formatNepaliNumber(line.quantity)}
        </Text>
      ))}
      <Text style={text}>कारण: {request.reason}</Text>
      {request.note && <Text style={text}>पसलको टिप्पणी: {request.note}</Text>}
      <ShopContactText contact={shop.contact} style={text} lead="फिर्ताबारे केही सोध्नु छ?" language={NE} />
      <Button href={action.href} style={button}>
        {action.label}
      </Button>
    </Layout>
  );
}

/** The link to choose a new password. */
export function NepaliPasswordResetEmail({
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
  const url = resetPasswordUrl(shop, token, NE);
  return (
    <Layout
      title={title}
      preview="नयाँ पासवर्ड रोज्ने लिङ्क"
      heading="आफ्नो पासवर्ड फेरि राख्नुहोस्"
      shop={shop}
      language={NE}
    >
      <Text style={text}>{hello(reset.name)}</Text>
      <Text style={text}>
        कसैले, आशा छ तपाईंले नै, तपाईंको पश्मिना शप खाताको पासवर्ड फेरि राख्न अनुरोध गर्नुभयो। तलको लिङ्क एक पटक,{' '}
        {formatNepaliNumber(reset.validMinutes)} मिनेटभित्र मात्र चल्छ।
      </Text>
      <Button href={url} style={button}>
        नयाँ पासवर्ड रोज्नुहोस्
      </Button>
      <Text style={{ ...small, margin: '16px 0', wordBreak: 'break-all' }}>
        वा यो ठेगाना आफ्नो ब्राउजरमा राख्नुहोस्:{' '}
        <Link href={url} style={link}>
          {url}
        </Link>
      </Text>
      <Text style={text}>
        तपाईंले यो अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: तपाईंको पासवर्ड जस्ताको तस्तै रहन्छ।
      </Text>
    </Layout>
  );
}

/** The account's password was changed, by a reset or in the profile. */
export function NepaliPasswordChangedEmail({
  account,
  shop,
  title,
}: {
  account: PasswordChangedPayload;
  shop: ShopLinks;
  title: string;
}) {
  const forgot = `${shop.publicUrl}${pageIn(NE, FORGOT_PASSWORD_PATH)}`;
  return (
    <Layout
      title={title}
      preview="तपाईंको पासवर्ड बदलियो"
      heading="तपाईंको पासवर्ड बदलियो"
      shop={shop}
      language={NE}
    >
      <Text style={text}>{hello(account.name)}</Text>
      <Text style={text}>तपाईंको पश्मिना शप खाताको पासवर्ड भर्खरै बदलियो।</Text>
      <Text style={text}>
        यो तपाईं हुनुहुन्न भने अहिले नै{' '}
        <Link href={forgot} style={link}>
          {forgot}
        </Link>{' '}
        मा गएर पासवर्ड फेरि राख्नुहोस् र हामीलाई भन्नुहोस्।
      </Text>
    </Layout>
  );
}
