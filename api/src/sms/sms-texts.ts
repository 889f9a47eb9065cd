// The texts the shop sends (docs/rules.md, Text messages), each at most TEXT_MESSAGE_MAX characters, in English or,
// for a customer whose language is Nepali, in Nepali (Devanagari digits).
import {
  formatAmount,
  type Language,
  orderLabel,
  PHONE_CODE_TTL_MINUTES,
  TEXT_MESSAGE_MAX,
  toDevanagariDigits,
} from '../contracts';

/** Cuts a text to the limit (a courier's long name, a long link): a text is never split into two. */
const fit = (text: string) => (text.length <= TEXT_MESSAGE_MAX ? text : text.slice(0, TEXT_MESSAGE_MAX));

export function orderPlacedText(
  order: { number: number; amount: number; cash: boolean },
  language: Language,
): string {
  const label = orderLabel(order.number, language);
  const amount = formatAmount(order.amount, language);
  if (language === 'ne')
    return fit(
      `पश्मिना शप: अर्डर ${label} प्राप्त भयो, ${amount}, ${order.cash ? 'डेलिभरीमा नगद' : 'भुक्तानी भयो'}। डेलिभरी अघि हामी फोन गर्नेछौं।`,
    );
  return fit(
    `Pashmina Shop: order ${label} received, ${amount}, ${order.cash ? 'Cash on delivery' : 'Paid'}. We will call you before delivery.`,
  );
}

/** `link`: the courier's tracking link, or the shop's tracking page filled in. */
export function orderShippedText(
  order: { number: number; courier: string; link: string },
  language: Language,
): string {
  const label = orderLabel(order.number, language);
  const text =
    language === 'ne'
      ? `पश्मिना शप: अर्डर ${label} ${order.courier} मार्फत बाटोमा छ। ट्र्याक: ${order.link}`
      : `Pashmina Shop: order ${label} is on its way with ${order.courier}. Track: ${order.link}`;
  return fit(text);
}

export function orderDeliveredText(order: { number: number }, language: Language): string {
  const label = orderLabel(order.number, language);
  return language === 'ne'
    ? `पश्मिना शप: अर्डर ${label} डेलिभर भयो। धन्यवाद!`
    : `Pashmina Shop: order ${label} was delivered. Thank you!`;
}

export function orderRefundedText(order: { number: number; amount: number }, language: Language): string {
  const label = orderLabel(order.number, language);
  const amount = formatAmount(order.amount, language);
  return language === 'ne'
    ? `पश्मिना शप: अर्डर ${label} को ${amount} फिर्ता गरियो।`
    : `Pashmina Shop: ${amount} refunded for order ${label}.`;
}

export function phoneCodeText(code: string, language: Language): string {
  return language === 'ne'
    ? `पश्मिना शप कोड: ${toDevanagariDigits(code)}। यो ${toDevanagariDigits(PHONE_CODE_TTL_MINUTES)} मिनेटमा सकिन्छ।`
    : `Pashmina Shop code: ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes.`;
}
