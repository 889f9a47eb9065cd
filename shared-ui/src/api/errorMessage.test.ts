import { PHONE_MESSAGE } from '@pashmina/contracts';
import { i18n } from '../i18n/runtime';
import { loadNepaliRuleMessages, ruleMessageIn } from '../i18n/ruleMessages';
import { errorMessage, errorRefusal, errorStatus } from './errorMessage';

const FALLBACK = 'Something went wrong';

describe('errorMessage', () => {
  it("shows the server's message from an RTK Query error body", () => {
    expect(errorMessage({ status: 409, data: { success: false, message: 'Email taken' } }, FALLBACK)).toBe(
      'Email taken',
    );
  });

  it.each([
    ['a lost connection', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a body without a message', { status: 500, data: { success: false } }],
    ['an empty message', { status: 400, data: { message: '' } }],
    ['a message that is not text', { status: 400, data: { message: ['Name is required'] } }],
    ['a non-JSON body', { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' }],
    ['a SerializedError', { name: 'TypeError', message: 'Cannot read properties of undefined' }],
    ['a thrown Error', new Error('boom')],
    ['a string', 'nope'],
    ['null', null],
    ['undefined', undefined],
  ])('falls back for %s', (_what, error) => {
    expect(errorMessage(error, FALLBACK)).toBe(FALLBACK);
  });
});

describe('errorStatus', () => {
  it('reads the HTTP status of a call that got a response', () => {
    expect(errorStatus({ status: 404, data: null })).toBe(404);
  });

  it.each([{ status: 'FETCH_ERROR' }, new Error('boom'), null, 'x', {}])('is undefined for %p', (error) => {
    expect(errorStatus(error)).toBeUndefined();
  });
});

describe('a refusal by its code', () => {
  const shortOfStock = {
    status: 409,
    data: {
      success: false,
      statusCode: 409,
      message: 'Only 2 left of Saffron Pashmina Shawl',
      code: 'NOT_ENOUGH_STOCK',
      params: { name: 'Saffron Pashmina Shawl', left: 2 },
    },
  };
  const invalidPhone = {
    status: 400,
    data: {
      message: 'Invalid phone number',
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'customer_info.phone', code: 'PHONE_INVALID', message: 'Invalid phone number' }],
    },
  };
  afterEach(() => i18n.activate('en'));

  it('reads the code and params of the body, a validation by its first field', () => {
    expect(errorRefusal(shortOfStock)).toEqual({
      code: 'NOT_ENOUGH_STOCK',
      params: { name: 'Saffron Pashmina Shawl', left: 2 },
      message: 'Only 2 left of Saffron Pashmina Shawl',
    });
    expect(errorRefusal(invalidPhone)).toEqual({ code: 'PHONE_INVALID', message: 'Invalid phone number' });
  });

  it("says it on an English page as the server did, on a Nepali one from the code's Nepali and its params", async () => {
    expect(errorMessage(shortOfStock, FALLBACK)).toBe('Only 2 left of Saffron Pashmina Shawl');
    await loadNepaliRuleMessages();
    i18n.loadAndActivate({ locale: 'ne', messages: {} });
    expect(errorMessage(shortOfStock, FALLBACK)).toBe('Saffron Pashmina Shawl: २ वटा मात्र बाँकी छ');
    expect(errorMessage(invalidPhone, FALLBACK)).toBe('फोन नम्बर मिलेन');
    // A code the catalog does not have keeps the server's words.
    const unavailable = { status: 503, data: { message: 'Pictures are unavailable', code: 'UNAVAILABLE' } };
    expect(errorMessage(unavailable, FALLBACK)).toBe('Pictures are unavailable');
    // A contracts' message a page checks a form with is said by its id.
    expect(ruleMessageIn('ne', PHONE_MESSAGE)).toBe('फोन नम्बर मिलेन');
    expect(ruleMessageIn('en', PHONE_MESSAGE)).toBe(PHONE_MESSAGE);
  });
});
