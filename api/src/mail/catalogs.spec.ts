import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type CompiledCatalog, placeholdersOf } from '../contracts';
import type { OutgoingEmail } from './email-messages';
import { subjectOf } from './subjects';
import { EMAIL_CATALOGS, ENGLISH_OF_CONTRACTS } from './texts';

// The e-mails' catalogs (docs/api.md, The catalogs): every text the e-mails use is in every language, with the
// English's placeholders, but the shop's own (`shop.*`), which the rules keep English; and the subjects are exactly
// those of docs/rules.md, in English and in Nepali.
const english = EMAIL_CATALOGS.en as CompiledCatalog;
const others = Object.entries(EMAIL_CATALOGS).filter(([language]) => language !== 'en') as [
  string,
  CompiledCatalog,
][];
const SHOP_ONLY = /^shop\./;

/** The texts' ids the e-mails' code names: quoted in the templates and the subjects, or a subject by its kind. */
function idsInCode(): Set<string> {
  const files = [
    ...readdirSync(path.join(__dirname, 'templates')).map((file) => path.join(__dirname, 'templates', file)),
    path.join(__dirname, 'subjects.ts'),
    path.join(__dirname, 'texts.tsx'),
  ];
  const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const quoted = (id: string) => code.includes(`'${id}'`);
  // `subject.${email.kind}`: the subjects named by their kind.
  const byKind = (id: string) =>
    /^subject\.(?:order|password)-/.test(id) && code.includes('`subject.${email.kind}`');
  return new Set(
    [...Object.keys(english), ...Object.keys(ENGLISH_OF_CONTRACTS)].filter((id) => quoted(id) || byKind(id)),
  );
}

describe("the e-mails' catalogs", () => {
  it('has every text of the English in every language, with the same placeholders', () => {
    for (const [language, catalog] of others) {
      const missing = Object.keys(english).filter((id) => !SHOP_ONLY.test(id) && catalog[id] === undefined);
      expect({ language, missing }).toEqual({ language, missing: [] });
      // A language's extra ids are the words whose English is the contracts' (the summary's labels).
      const unknown = Object.keys(catalog).filter(
        (id) => english[id] === undefined && !(id in ENGLISH_OF_CONTRACTS),
      );
      expect({ language, unknown }).toEqual({ language, unknown: [] });
      for (const id of Object.keys(catalog).filter((id) => english[id] !== undefined))
        expect({ language, id, placeholders: [...placeholdersOf(catalog[id])].sort() }).toEqual({
          language,
          id,
          placeholders: [...placeholdersOf(english[id])].sort(),
        });
      for (const id of Object.keys(ENGLISH_OF_CONTRACTS))
        expect({ language, id, there: catalog[id] !== undefined }).toEqual({ language, id, there: true });
    }
  });

  it('has no text the e-mails do not use, and the e-mails use none it lacks', () => {
    const used = idsInCode();
    const all = [...Object.keys(english), ...Object.keys(ENGLISH_OF_CONTRACTS)];
    expect(all.filter((id) => !used.has(id))).toEqual([]);
  });

  it('writes the subjects exactly as the rules give them, in English and in Nepali', () => {
    const order = { orderId: 'o', orderNumber: 1001, customerName: 'Sita', lines: [], total: 123450.5 };
    const base = { ...order, paymentMethod: 'cash' as const, address: 'Thamel' };
    const refund = { ...base, refund: { amount: 5000, method: 'khalti' as const, reason: 'r' } };
    const request = { ...order, lines: [], reason: 'r', note: null };
    const account = { name: 'Sita', token: 't', validMinutes: 60 };
    const emails: OutgoingEmail[] = [
      { kind: 'order-confirmed', to: '', payload: base },
      { kind: 'new-order', to: '', payload: base },
      { kind: 'order-delivered', to: '', payload: base },
      {
        kind: 'order-shipped',
        to: '',
        payload: {
          ...base,
          shipment: { courier: 'C', trackingNumber: 'T', trackingUrl: null, trackPage: 'x' },
        },
      },
      { kind: 'order-cancelled', to: '', payload: base },
      { kind: 'order-refunded', to: '', payload: refund },
      { kind: 'return-requested', to: '', payload: request },
      { kind: 'return-approved', to: '', payload: request },
      { kind: 'return-declined', to: '', payload: request },
      { kind: 'password-reset', to: '', userId: 'u', payload: account },
      { kind: 'password-changed', to: '', userId: 'u', payload: account },
    ];
    const inNepali = (email: OutgoingEmail) =>
      ({ ...email, payload: { ...email.payload, language: 'ne' } }) as OutgoingEmail;
    expect(emails.map(subjectOf)).toEqual([
      'Your Pashmina Shop order #1001 is confirmed',
      'New order #1001: Rs. 1,23,450.50',
      'Your Pashmina Shop order #1001 has been delivered',
      'Your Pashmina Shop order #1001 is on its way',
      'Your Pashmina Shop order #1001 has been cancelled',
      'Your refund of Rs. 5,000 for order #1001',
      'Return requested for order #1001',
      'Your return for order #1001 has been approved',
      'Your return for order #1001 has been declined',
      'Reset your Pashmina Shop password',
      'Your Pashmina Shop password was changed',
    ]);
    expect(emails.map(inNepali).map(subjectOf)).toEqual([
      'तपाईंको पश्मिना शप अर्डर #१००१ पक्का भयो',
      // The shop's own stay English.
      'New order #1001: Rs. 1,23,450.50',
      'तपाईंको पश्मिना शप अर्डर #१००१ डेलिभर भयो',
      'तपाईंको पश्मिना शप अर्डर #१००१ बाटोमा छ',
      'तपाईंको पश्मिना शप अर्डर #१००१ रद्द भयो',
      'अर्डर #१००१ को रु ५,००० फिर्ता भयो',
      'Return requested for order #1001',
      'अर्डर #१००१ को तपाईंको फिर्ता स्वीकृत भयो',
      'अर्डर #१००१ को तपाईंको फिर्ता अस्वीकृत भयो',
      'आफ्नो पश्मिना शप पासवर्ड फेरि राख्नुहोस्',
      'तपाईंको पश्मिना शप पासवर्ड बदलियो',
    ]);
  });
});
