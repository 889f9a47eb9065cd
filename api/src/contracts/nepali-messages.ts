// The Nepali of every message a shopper can read from the API (docs/rules.md, Languages): the forms' validation,
// checkout's refusals, the discount and delivery messages, login and the password reset, and the HTTP layer's own.
// Keyed by the English text, so no service knows about languages: the API answers in English as it always has, and
// one place (common/i18n) puts a Nepali request's message into Nepali on the way out. The pages may use it too, for
// the same rules' messages shown before anything is sent. The admin's messages stay English, as the admin panel does.
import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_INVALID_MESSAGE,
  FORGOT_PASSWORD_MESSAGE,
} from './email';
import {
  ADDRESS_MAX,
  ADDRESS_MESSAGE,
  ADDRESS_TOO_LONG_MESSAGE,
  AWAITING_PAYMENT_LIMIT_MESSAGE,
  CONFIRM_PASSWORD_MESSAGE,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  CUSTOMER_NAME_MAX,
  DISCOUNT_ALREADY_USED_MESSAGE,
  DISCOUNT_APPLIED_MESSAGE,
  DISCOUNT_CODE_TEXT_MAX,
  DISCOUNT_CODE_TEXT_MESSAGE,
  DISCOUNT_EXPIRED_MESSAGE,
  DISCOUNT_INVALID_MESSAGE,
  DISCOUNT_USED_UP_MESSAGE,
  DISTRICT_REQUIRED_MESSAGE,
  EMAIL_MESSAGE,
  EMPTY_CART_MESSAGE,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MESSAGE,
  FEEDBACK_MESSAGE_TOO_LONG_MESSAGE,
  FEEDBACK_NAME_MAX,
  FEEDBACK_NAME_MESSAGE,
  FEEDBACK_NAME_TOO_LONG_MESSAGE,
  FEEDBACK_SENT_MESSAGE,
  KHALTI_CHECK_FAILED_MESSAGE,
  KHALTI_MIN_AFTER_DISCOUNT_MESSAGE,
  KHALTI_MIN_AMOUNT,
  KHALTI_TOO_SMALL_MESSAGE,
  LINE_QUANTITY_MESSAGE,
  LOGGED_OUT_MESSAGE,
  LOGIN_FIRST_MESSAGE,
  MAX_AWAITING_PAYMENT_ORDERS,
  MAX_LINE_QUANTITY,
  MAX_ORDER_AMOUNT,
  MAX_ORDER_LINES,
  MIN_LINE_QUANTITY,
  NAME_MAX,
  NAME_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
  NO_FEEDBACK_MESSAGE,
  NO_ORDERS_MESSAGE,
  NO_VARIANTS_MESSAGE,
  OPTION_VALUE_MAX,
  ORDER_AMOUNT_MESSAGE,
  ORDER_AMOUNT_TOO_LARGE_MESSAGE,
  ORDER_CANCELLED_MESSAGE,
  ORDER_CHANGED_MEANWHILE_MESSAGE,
  ORDER_FAILED_MESSAGE,
  ORDER_NOT_CANCELLABLE_MESSAGE,
  ORDER_PAID_AT_KHALTI_MESSAGE,
  ORDER_PAYMENT_MISMATCH_MESSAGE,
  ORDER_PLACED_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MESSAGE,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG_MESSAGE,
  PHONE_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
  PROFILE_FAILED_MESSAGE,
  RETURN_ALREADY_OPEN_MESSAGE,
  RETURN_LINES_MESSAGE,
  RETURN_NOT_DELIVERED_MESSAGE,
  RETURN_NOT_PRODUCT_MESSAGE,
  RETURN_REASON_MAX,
  RETURN_REASON_REQUIRED_MESSAGE,
  RETURN_REQUESTED_MESSAGE,
  RETURN_WINDOW_DAYS,
  RETURN_WINDOW_PASSED_MESSAGE,
} from './rules';
import type { Language } from './rules/language';
import { formatNepaliNumber as n, formatNepaliRupees } from './rules/nepali-numbers';

/** Messages of a fixed text: the English, then the Nepali. */
const FIXED: readonly (readonly [english: string, nepali: string])[] = [
  // Register, login, profile (the account's rules).
  [NAME_MESSAGE, 'ठीक नाम लेख्नुहोस्'],
  [EMAIL_MESSAGE, 'इमेलको ढाँचा मिलेन'],
  [PASSWORD_MESSAGE, `पासवर्ड कम्तीमा ${n(PASSWORD_MIN)} अक्षरको हुनुपर्छ`],
  [CONFIRM_PASSWORD_MESSAGE, 'पासवर्डहरू मिलेनन्'],
  [PHONE_MESSAGE, 'फोन नम्बर मिलेन'],
  [ADDRESS_MESSAGE, 'ठेगाना आवश्यक छ'],
  [NAME_TOO_LONG_MESSAGE, `नाम बढीमा ${n(NAME_MAX)} अक्षरको हुनुपर्छ`],
  [PASSWORD_TOO_LONG_MESSAGE, `पासवर्ड बढीमा ${n(PASSWORD_MAX)} अक्षरको हुनुपर्छ`],
  [ADDRESS_TOO_LONG_MESSAGE, `ठेगाना बढीमा ${n(ADDRESS_MAX)} अक्षरको हुनुपर्छ`],
  [CURRENT_PASSWORD_REQUIRED_MESSAGE, 'नयाँ पासवर्ड राख्न आफ्नो हालको पासवर्ड लेख्नुहोस्'],
  [CURRENT_PASSWORD_WRONG_MESSAGE, 'तपाईंको हालको पासवर्ड मिलेन'],
  [PROFILE_FAILED_MESSAGE, 'केही गडबड भयो'],
  [LOGGED_OUT_MESSAGE, 'सफलतापूर्वक लगआउट भयो'],
  ['Invalid email or password', 'इमेल वा पासवर्ड मिलेन'],
  ['Email is required', 'इमेल आवश्यक छ'],
  ['Password is required', 'पासवर्ड आवश्यक छ'],
  ['Login successfully', 'सफलतापूर्वक लगइन भयो'],
  ['User registered successfully', 'सफलतापूर्वक दर्ता भयो'],
  ['Profile updated successfully', 'प्रोफाइल सफलतापूर्वक अद्यावधिक भयो'],
  ['Email is already registered', 'यो इमेल पहिल्यै दर्ता भइसकेको छ'],
  ['The email address cannot be changed', 'इमेल ठेगाना बदल्न मिल्दैन'],
  ['Your session has ended, please log in again', 'तपाईंको सत्र सकियो, कृपया फेरि लगइन गर्नुहोस्'],
  ['Please log in to continue', 'अगाडि बढ्न कृपया लगइन गर्नुहोस्'],
  ['You are not allowed to do this', 'तपाईंलाई यो गर्ने अनुमति छैन'],
  [
    'Too many failed logins for this account. Please try again later.',
    'यो खातामा धेरै पटक लगइन असफल भयो। कृपया केही समयपछि फेरि प्रयास गर्नुहोस्।',
  ],
  // The password reset.
  [FORGOT_PASSWORD_MESSAGE, 'त्यो इमेलको खाता छ भने, त्यसको पासवर्ड फेरि राख्ने लिङ्क हामीले पठाएका छौँ।'],
  [PASSWORD_RESET_DONE_MESSAGE, 'तपाईंको पासवर्ड फेरि राखियो। कृपया लगइन गर्नुहोस्।'],
  [PASSWORD_RESET_INVALID_MESSAGE, 'यो लिङ्क मिलेन वा यसको म्याद सकियो।'],
  // The contact form.
  [FEEDBACK_NAME_MESSAGE, 'नाम आवश्यक छ'],
  [FEEDBACK_MESSAGE_MESSAGE, 'सन्देश आवश्यक छ'],
  [FEEDBACK_NAME_TOO_LONG_MESSAGE, `नाम बढीमा ${n(FEEDBACK_NAME_MAX)} अक्षरको हुनुपर्छ`],
  [FEEDBACK_MESSAGE_TOO_LONG_MESSAGE, `सन्देश बढीमा ${n(FEEDBACK_MESSAGE_MAX)} अक्षरको हुनुपर्छ`],
  [FEEDBACK_SENT_MESSAGE, 'सन्देश सफलतापूर्वक पठाइयो'],
  [NO_FEEDBACK_MESSAGE, 'अहिलेसम्म कुनै प्रतिक्रिया छैन।'],
  // The cart and checkout.
  [EMPTY_CART_MESSAGE, 'तपाईंको कार्ट खाली छ। चेकआउट गर्नुअघि सामान थप्नुहोस्।'],
  [LOGIN_FIRST_MESSAGE, 'चेकआउट गर्नुअघि लगइन गर्नुहोस्'],
  [ORDER_FAILED_MESSAGE, 'अर्डर गर्न सकिएन'],
  [ORDER_PLACED_MESSAGE, 'अर्डर सफलतापूर्वक गरियो'],
  [LINE_QUANTITY_MESSAGE, `परिमाण ${n(MIN_LINE_QUANTITY)} देखि ${n(MAX_LINE_QUANTITY)} सम्मको पूर्ण सङ्ख्या हुनुपर्छ`],
  [ORDER_AMOUNT_MESSAGE, 'रकम रुपैयाँको सङ्ख्या हुनुपर्छ'],
  [
    ORDER_AMOUNT_TOO_LARGE_MESSAGE,
    `एउटा अर्डरको जम्मा बढीमा ${formatNepaliRupees(MAX_ORDER_AMOUNT)} हुन सक्छ। कृपया यसलाई साना अर्डरमा बाँड्नुहोस्।`,
  ],
  [
    KHALTI_TOO_SMALL_MESSAGE,
    `खल्तीबाट कम्तीमा ${formatNepaliRupees(KHALTI_MIN_AMOUNT)} तिर्नुपर्छ। कृपया क्यास अन डेलिभरी रोज्नुहोस्।`,
  ],
  [
    AWAITING_PAYMENT_LIMIT_MESSAGE,
    `तपाईंका ${n(MAX_AWAITING_PAYMENT_ORDERS)} वटा अर्डर भुक्तानी पर्खिरहेका छन्। अर्को अर्डर गर्नुअघि तीमध्ये एउटाको भुक्तानी गर्नुहोस् वा त्यसलाई रद्द गर्नुहोस्।`,
  ],
  ['Prices have changed. Please review your cart.', 'मूल्य बदलिएको छ। कृपया आफ्नो कार्ट फेरि हेर्नुहोस्।'],
  [
    'Could not start the Khalti payment. Please try again or choose cash on delivery.',
    'खल्ती भुक्तानी सुरु गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस् वा क्यास अन डेलिभरी रोज्नुहोस्।',
  ],
  [
    'Could not start the payment. Please try again or choose another payment method.',
    'भुक्तानी सुरु गर्न सकिएन। कृपया फेरि प्रयास गर्नुहोस् वा अर्को भुक्तानी विधि रोज्नुहोस्।',
  ],
  ['Please choose a payment method.', 'कृपया भुक्तानी विधि रोज्नुहोस्।'],
  ['Customer name is required', 'ग्राहकको नाम आवश्यक छ'],
  [
    `Customer name must be at most ${CUSTOMER_NAME_MAX} characters long`,
    `ग्राहकको नाम बढीमा ${n(CUSTOMER_NAME_MAX)} अक्षरको हुनुपर्छ`,
  ],
  ['Customer information is required', 'ग्राहकको विवरण आवश्यक छ'],
  [
    `An order can hold at most ${MAX_ORDER_LINES} different products`,
    `एउटा अर्डरमा बढीमा ${n(MAX_ORDER_LINES)} किसिमका सामान हुन सक्छन्`,
  ],
  [PRODUCT_NOT_FOUND_MESSAGE, 'सामान भेटिएन'],
  // A product's options (issue 41): a line's variant, and a product that has none to choose.
  [NO_VARIANTS_MESSAGE, 'यो सामानमा रोज्ने विकल्पहरू छैनन्।'],
  ["A cart line's variant must be a variant id", 'कार्टको सामानको रोजिएको विकल्प मिलेन'],
  // Orders in My orders.
  ['Order not found', 'अर्डर भेटिएन'],
  [ORDER_CANCELLED_MESSAGE, 'अर्डर रद्द गरियो'],
  [ORDER_NOT_CANCELLABLE_MESSAGE, 'भुक्तानी पर्खिरहेको अर्डर मात्र रद्द गर्न सकिन्छ'],
  [KHALTI_CHECK_FAILED_MESSAGE, 'यो अर्डरको खल्ती भुक्तानी जाँच्न सकिएन। केही बदलिएन; कृपया फेरि प्रयास गर्नुहोस्।'],
  [
    ORDER_PAID_AT_KHALTI_MESSAGE,
    'खल्तीका अनुसार यो अर्डरको भुक्तानी भइसकेको छ: अब यो भुक्तानी भएको देखिन्छ र तपाईंको परिवर्तन गरिएन',
  ],
  [ORDER_PAYMENT_MISMATCH_MESSAGE, 'खल्तीका अनुसार यो अर्डरको अर्कै रकमको भुक्तानी भएको छ: यसलाई रद्द गर्न मिल्दैन'],
  [ORDER_CHANGED_MEANWHILE_MESSAGE, 'यसैबीच अर्डर बदलियो। कृपया फेरि खोल्नुहोस्।'],
  [NO_ORDERS_MESSAGE, 'तपाईंले अहिलेसम्म अर्डर गर्नुभएको छैन।'],
  // Discount codes in the cart and at checkout.
  [DISCOUNT_CODE_TEXT_MESSAGE, `छुट कोड बढीमा ${n(DISCOUNT_CODE_TEXT_MAX)} अक्षरको हुनुपर्छ`],
  [DISCOUNT_INVALID_MESSAGE, 'यो कोड मान्य छैन।'],
  [DISCOUNT_EXPIRED_MESSAGE, 'यो कोडको म्याद सकियो।'],
  [DISCOUNT_USED_UP_MESSAGE, 'यो कोड सबै प्रयोग भइसक्यो।'],
  [DISCOUNT_ALREADY_USED_MESSAGE, 'तपाईंले यो कोड पहिल्यै प्रयोग गरिसक्नुभएको छ।'],
  [
    KHALTI_MIN_AFTER_DISCOUNT_MESSAGE,
    `छुटपछिको जम्मा खल्तीको न्यूनतम ${formatNepaliRupees(KHALTI_MIN_AMOUNT)} भन्दा कम छ।`,
  ],
  [DISCOUNT_APPLIED_MESSAGE, 'छुट लागू भयो।'],
  // Delivery.
  [DISTRICT_REQUIRED_MESSAGE, 'कृपया आफ्नो जिल्ला रोज्नुहोस्।'],
  // Returns, from My orders.
  [RETURN_NOT_DELIVERED_MESSAGE, 'डेलिभर भइसकेका अर्डर मात्र फिर्ता गर्न सकिन्छ।'],
  [RETURN_WINDOW_PASSED_MESSAGE, `डेलिभरी भएको ${n(RETURN_WINDOW_DAYS)} दिनभित्र मात्र फिर्ता लिइन्छ।`],
  [RETURN_ALREADY_OPEN_MESSAGE, 'यो अर्डरको फिर्ता अनुरोध पहिल्यै खुला छ।'],
  [RETURN_REASON_REQUIRED_MESSAGE, `कारण ${n(1)} देखि ${n(RETURN_REASON_MAX)} अक्षरसम्मको हुनुपर्छ`],
  [RETURN_LINES_MESSAGE, 'फिर्ता गर्न कम्तीमा एउटा सामान रोज्नुहोस्'],
  [RETURN_NOT_PRODUCT_MESSAGE, 'यो सामान यो अर्डरमा छैन।'],
  [RETURN_REQUESTED_MESSAGE, 'तपाईंको फिर्ता अनुरोध पठाइयो।'],
  ['variant must be a variant id', 'फिर्ता गर्ने सामानको विकल्प मिलेन'],
  // The lists' colour filter.
  ['colour must be text', 'रङ अक्षरमा लेख्नुहोस्'],
  [`colour must be at most ${OPTION_VALUE_MAX} characters`, `रङ बढीमा ${n(OPTION_VALUE_MAX)} अक्षरको हुनुपर्छ`],
  // The HTTP layer's own (the exception filter's defaults, the rate limits, an overloaded shop).
  ['Bad request', 'अनुरोध मिलेन'],
  ['Not found', 'भेटिएन'],
  ['Conflict', 'अनुरोध पूरा गर्न सकिएन'],
  ['Request body is too large', 'अनुरोध धेरै ठूलो छ'],
  ['Too many requests, please try again later', 'धेरै अनुरोध भए, कृपया केही समयपछि फेरि प्रयास गर्नुहोस्'],
  ['Too many attempts. Please try again in a minute.', 'धेरै प्रयास भए। कृपया एक मिनेटपछि फेरि प्रयास गर्नुहोस्।'],
  ['The shop is busy. Please try again in a moment.', 'पसल अहिले व्यस्त छ। कृपया एकछिनपछि फेरि प्रयास गर्नुहोस्।'],
  ['Something went wrong on our side, please try again', 'हाम्रो तर्फबाट केही गडबड भयो, कृपया फेरि प्रयास गर्नुहोस्'],
];

/** '5,000' or '5,219.10' (as formatRupees writes it) → 5000 or 5219.1. */
const rupeesOf = (text: string): number => Number(text.replace(/,/g, ''));

/** Messages that carry a value (a product's name, a district, an amount): what the English says, then the Nepali. */
const WITH_VALUES: readonly (readonly [english: RegExp, nepali: (...values: string[]) => string])[] = [
  [/^(.+) is out of stock$/s, (name) => `${name} स्टकमा छैन`],
  [
    /^(.+) is no longer available$/s,
    (name) => (name === 'A product in your cart' ? 'तपाईंको कार्टको एउटा सामान' : name) + ' अब उपलब्ध छैन',
  ],
  [/^Only (\d+) left of (.+)$/s, (count, name) => `${name}: ${n(Number(count))} वटा मात्र बाँकी छ`],
  // A product with options (issue 41): the name as the shop wrote it, the Nepali around it.
  [/^Please choose the options of (.+)\.$/s, (name) => `कृपया ${name} का विकल्पहरू रोज्नुहोस्।`],
  [/^That choice of options is not one of (.+)'s\.$/s, (name) => `विकल्पहरूको यो छनोट ${name} मा छैन।`],
  [
    /^This code needs an order of at least Rs\. ([\d,]+(?:\.\d\d)?)\.$/,
    (amount) => `यो कोडका लागि कम्तीमा ${formatNepaliRupees(rupeesOf(amount))} को अर्डर चाहिन्छ।`,
  ],
  [
    /^Cash on delivery is not available in (.+)\. Please pay with Khalti\.$/s,
    (district) => `${district} मा क्यास अन डेलिभरी उपलब्ध छैन। कृपया खल्तीबाट तिर्नुहोस्।`,
  ],
  [
    /^You can return at most (\d+) of (.+)\.$/s,
    (count, name) => `${name} बढीमा ${n(Number(count))} वटा मात्र फिर्ता गर्न सकिन्छ।`,
  ],
];

let fixed: ReadonlyMap<string, string> | undefined;

/** The Nepali of an English message of the API, or undefined when it has none (the admin's, a developer's). */
export function nepaliMessage(english: string): string | undefined {
  // Made on first use: a page that shows no message builds no map.
  fixed ??= new Map(FIXED);
  const known = fixed.get(english);
  if (known !== undefined) return known;
  for (const [pattern, nepali] of WITH_VALUES) {
    const match = pattern.exec(english);
    if (match) return nepali(...match.slice(1));
  }
  return undefined;
}

/** A message in a language: the Nepali when there is one and Nepali is asked for, else the English as it is. */
export const messageIn = (english: string, language: Language): string =>
  language === 'ne' ? (nepaliMessage(english) ?? english) : english;
