import { errorMessage, errorStatus } from './errorMessage';

const FALLBACK = 'Something went wrong';

describe('errorMessage', () => {
  it("shows the server's message from an RTK Query error body", () => {
    expect(errorMessage({ status: 409, data: { success: false, message: 'Email taken' } }, FALLBACK)).toBe(
      'Email taken',
    );
  });

  it('shows the first of several validation messages', () => {
    expect(
      errorMessage({ status: 400, data: { message: ['Name is required', 'Bad email'] } }, FALLBACK),
    ).toBe('Name is required');
  });

  it.each([
    ['a lost connection', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a body without a message', { status: 500, data: { success: false } }],
    ['an empty message', { status: 400, data: { message: '' } }],
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
