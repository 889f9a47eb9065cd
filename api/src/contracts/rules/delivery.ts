// Delivery (docs/rules.md, Delivery): Nepal's 77 districts, the bounds and messages of a delivery zone, and the fee
// of an order's delivery, which the cart and the checkout compute with the same function.
import type { Language } from './language';
import { formatRupees, withThousands } from './money';

/**
 * Nepal's 77 districts in their usual English spellings, sorted by name (since 2015 Nawalparasi and Rukum are two
 * districts each). Data in the code: the owner groups them into zones but cannot add or rename one.
 */
export const NEPAL_DISTRICTS = [
  'Achham',
  'Arghakhanchi',
  'Baglung',
  'Baitadi',
  'Bajhang',
  'Bajura',
  'Banke',
  'Bara',
  'Bardiya',
  'Bhaktapur',
  'Bhojpur',
  'Chitwan',
  'Dadeldhura',
  'Dailekh',
  'Dang',
  'Darchula',
  'Dhading',
  'Dhankuta',
  'Dhanusha',
  'Dolakha',
  'Dolpa',
  'Doti',
  'Gorkha',
  'Gulmi',
  'Humla',
  'Ilam',
  'Jajarkot',
  'Jhapa',
  'Jumla',
  'Kailali',
  'Kalikot',
  'Kanchanpur',
  'Kapilvastu',
  'Kaski',
  'Kathmandu',
  'Kavrepalanchok',
  'Khotang',
  'Lalitpur',
  'Lamjung',
  'Mahottari',
  'Makwanpur',
  'Manang',
  'Morang',
  'Mugu',
  'Mustang',
  'Myagdi',
  'Nawalparasi East',
  'Nawalparasi West',
  'Nuwakot',
  'Okhaldhunga',
  'Palpa',
  'Panchthar',
  'Parbat',
  'Parsa',
  'Pyuthan',
  'Ramechhap',
  'Rasuwa',
  'Rautahat',
  'Rolpa',
  'Rukum East',
  'Rukum West',
  'Rupandehi',
  'Salyan',
  'Sankhuwasabha',
  'Saptari',
  'Sarlahi',
  'Sindhuli',
  'Sindhupalchok',
  'Siraha',
  'Solukhumbu',
  'Sunsari',
  'Surkhet',
  'Syangja',
  'Tanahun',
  'Taplejung',
  'Terhathum',
  'Udayapur',
] as const;
export type District = (typeof NEPAL_DISTRICTS)[number];

const DISTRICT_SET: ReadonlySet<string> = new Set(NEPAL_DISTRICTS);

/**
 * The districts' Nepali names, which Nepali pages show (issue 51); the API takes and keeps the English names
 * (NEPAL_DISTRICTS) whatever the page's language. Only the forms' district field reads them, so they come with a
 * form's chunk (the cart's, the checkout's, the profile's), never with a landing page.
 */
export const NEPAL_DISTRICT_NAMES_NE: Readonly<Record<District, string>> = {
  Achham: 'अछाम',
  Arghakhanchi: 'अर्घाखाँची',
  Baglung: 'बागलुङ',
  Baitadi: 'बैतडी',
  Bajhang: 'बझाङ',
  Bajura: 'बाजुरा',
  Banke: 'बाँके',
  Bara: 'बारा',
  Bardiya: 'बर्दिया',
  Bhaktapur: 'भक्तपुर',
  Bhojpur: 'भोजपुर',
  Chitwan: 'चितवन',
  Dadeldhura: 'डडेलधुरा',
  Dailekh: 'दैलेख',
  Dang: 'दाङ',
  Darchula: 'दार्चुला',
  Dhading: 'धादिङ',
  Dhankuta: 'धनकुटा',
  Dhanusha: 'धनुषा',
  Dolakha: 'दोलखा',
  Dolpa: 'डोल्पा',
  Doti: 'डोटी',
  Gorkha: 'गोरखा',
  Gulmi: 'गुल्मी',
  Humla: 'हुम्ला',
  Ilam: 'इलाम',
  Jajarkot: 'जाजरकोट',
  Jhapa: 'झापा',
  Jumla: 'जुम्ला',
  Kailali: 'कैलाली',
  Kalikot: 'कालिकोट',
  Kanchanpur: 'कञ्चनपुर',
  Kapilvastu: 'कपिलवस्तु',
  Kaski: 'कास्की',
  Kathmandu: 'काठमाडौं',
  Kavrepalanchok: 'काभ्रेपलाञ्चोक',
  Khotang: 'खोटाङ',
  Lalitpur: 'ललितपुर',
  Lamjung: 'लमजुङ',
  Mahottari: 'महोत्तरी',
  Makwanpur: 'मकवानपुर',
  Manang: 'मनाङ',
  Morang: 'मोरङ',
  Mugu: 'मुगु',
  Mustang: 'मुस्ताङ',
  Myagdi: 'म्याग्दी',
  'Nawalparasi East': 'नवलपरासी पूर्व',
  'Nawalparasi West': 'नवलपरासी पश्चिम',
  Nuwakot: 'नुवाकोट',
  Okhaldhunga: 'ओखलढुङ्गा',
  Palpa: 'पाल्पा',
  Panchthar: 'पाँचथर',
  Parbat: 'पर्वत',
  Parsa: 'पर्सा',
  Pyuthan: 'प्युठान',
  Ramechhap: 'रामेछाप',
  Rasuwa: 'रसुवा',
  Rautahat: 'रौतहट',
  Rolpa: 'रोल्पा',
  'Rukum East': 'रुकुम पूर्व',
  'Rukum West': 'रुकुम पश्चिम',
  Rupandehi: 'रुपन्देही',
  Salyan: 'सल्यान',
  Sankhuwasabha: 'संखुवासभा',
  Saptari: 'सप्तरी',
  Sarlahi: 'सर्लाही',
  Sindhuli: 'सिन्धुली',
  Sindhupalchok: 'सिन्धुपाल्चोक',
  Siraha: 'सिराहा',
  Solukhumbu: 'सोलुखुम्बु',
  Sunsari: 'सुनसरी',
  Surkhet: 'सुर्खेत',
  Syangja: 'स्याङ्जा',
  Tanahun: 'तनहुँ',
  Taplejung: 'ताप्लेजुङ',
  Terhathum: 'तेह्रथुम',
  Udayapur: 'उदयपुर',
};

/**
 * A district as a page of `language` names it: its Nepali name on a Nepali page, else its English one (a name that is
 * no district, as an older profile may hold, as it is written).
 */
export const districtName = (district: string, language: Language): string =>
  language === 'ne' && isDistrict(district) ? NEPAL_DISTRICT_NAMES_NE[district] : district;

/** The 77 districts in the order a page of `language` lists them: by their names in that language's alphabet. */
export function districtsInOrder(language: Language): { district: District; name: string }[] {
  return NEPAL_DISTRICTS.map((district) => ({ district, name: districtName(district, language) })).sort(
    (a, b) => a.name.localeCompare(b.name, language),
  );
}
export const isDistrict = (name: unknown): name is District =>
  typeof name === 'string' && DISTRICT_SET.has(name);

/** The districts of the zone a new shop delivers to for less; every other district is outside the valley. */
export const KATHMANDU_VALLEY_DISTRICTS: readonly District[] = ['Bhaktapur', 'Kathmandu', 'Lalitpur'];

/** The two zones of a new shop (and of a shop migrated from before delivery charges), as the migration writes them. */
export const DEFAULT_DELIVERY_ZONES = [
  {
    name: 'Kathmandu Valley',
    fee: 100,
    freeFrom: 5_000,
    cashOnDelivery: true,
    days: '1-2',
    districts: KATHMANDU_VALLEY_DISTRICTS,
  },
  {
    name: 'Outside the valley',
    fee: 200,
    freeFrom: 10_000,
    cashOnDelivery: true,
    days: '3-5',
    districts: NEPAL_DISTRICTS.filter((district) => !KATHMANDU_VALLEY_DISTRICTS.includes(district)),
  },
] as const;

export const DELIVERY_ZONE_NAME_MIN = 1;
export const DELIVERY_ZONE_NAME_MAX = 60;
export const DELIVERY_FEE_MAX = 10_000;
export const DELIVERY_DAYS_MAX = 20;

export const DISTRICT_REQUIRED_MESSAGE = 'Please choose your district.';
export const unknownDistrictMessage = (name: string) => `Unknown district: ${name}.`;
export const DELIVERY_ZONE_NAME_MESSAGE = `Zone name must be ${DELIVERY_ZONE_NAME_MIN} to ${DELIVERY_ZONE_NAME_MAX} characters`;
export const DELIVERY_FEE_MESSAGE = `Fee must be from Rs. 0 to Rs. ${withThousands(DELIVERY_FEE_MAX)}, with at most 2 decimals`;
export const DELIVERY_FREE_FROM_MESSAGE =
  'Free from must be an amount above Rs. 0 with at most 2 decimals, or empty for never free';
export const DELIVERY_CASH_MESSAGE = 'Cash on delivery must be true or false';
export const DELIVERY_DAYS_MESSAGE = `Days must be text of at most ${DELIVERY_DAYS_MAX} characters`;
export const DELIVERY_DISTRICTS_MESSAGE = 'Districts must be a list of district names';
export const DELIVERY_ZONE_DUPLICATE_MESSAGE = 'A delivery zone with this name already exists';
export const DELIVERY_ZONE_NOT_FOUND_MESSAGE = 'Delivery zone not found';
export const DELIVERY_ZONE_NOT_EMPTY_MESSAGE = "Move this zone's districts to another zone first.";
export const DELIVERY_ZONE_CREATED_MESSAGE = 'Delivery zone created';
export const DELIVERY_ZONE_UPDATED_MESSAGE = 'Delivery zone updated';
export const DELIVERY_ZONE_DELETED_MESSAGE = 'Delivery zone deleted';

/** Cash on delivery to a district whose zone's couriers collect no cash (409 at checkout; the reason beside the choice). */
export const cashOnDeliveryUnavailableMessage = (district: string) =>
  `Cash on delivery is not available in ${district}. Please pay with Khalti.`;

/** A zone's terms as the fee needs them, in paisa. */
export interface DeliveryTermsPaisa {
  feePaisa: number;
  /** Null: never free. */
  freeFromPaisa: number | null;
}

/** The delivery fee in paisa: the zone's fee, or 0 when the goods after any discount reach its free amount. */
export function deliveryFeePaisa(terms: DeliveryTermsPaisa, goodsAfterDiscountPaisa: number): number {
  return terms.freeFromPaisa !== null && goodsAfterDiscountPaisa >= terms.freeFromPaisa ? 0 : terms.feePaisa;
}

/** The 'Delivery' line of an order (My orders, the admin's details and slip, the e-mails): 'Free' when nothing is charged. */
export const DELIVERY_LINE_LABEL = 'Delivery';
export const DELIVERY_FREE_LABEL = 'Free';
export const deliveryFeeText = (fee: number): string => (fee === 0 ? DELIVERY_FREE_LABEL : formatRupees(fee));

/** The cart's line under the subtotal. */
export const cartDeliveryLine = (district: string, fee: number): string =>
  fee === 0 ? `Free delivery to ${district}` : `Delivery to ${district}: ${formatRupees(fee)}`;
/** Under it, while the zone has a free amount not reached yet: what more buys free delivery. */
export const freeDeliveryHint = (more: number): string => `Add ${formatRupees(more)} more for free delivery`;
