import { render, screen } from '@testing-library/react';
import { Price } from '../components/Price/Price';
import { activateLanguage, i18n, i18nFor } from './runtime';
import { LanguageProvider } from './useI18n';

describe('the i18n runtime', () => {
  afterEach(() => activateLanguage('en'));

  it('speaks English at once, with the spec’s words, from the code’s own messages: no catalog loaded', () => {
    expect(i18n.locale).toBe('en');
    expect(i18n._({ id: 'product.addToCart', message: 'Add to Cart' })).toBe('Add to Cart');
    expect(
      i18n._({
        id: 'listing.count',
        message: '{count, plural, one {{n} product} other {{n} products}}',
        values: { count: 1, n: '1' },
      }),
    ).toBe('1 product');
    expect(Object.keys(i18n.messages)).toEqual([]);
  });

  it('loads the Nepali catalog when a page is Nepali, and writes its texts and plurals in it', async () => {
    await activateLanguage('ne');
    expect(i18n.locale).toBe('ne');
    expect(i18n._({ id: 'product.addToCart', message: 'Add to Cart' })).toBe('कार्टमा राख्नुहोस्');
    expect(
      i18n._({
        id: 'listing.count',
        message: '{count, plural, one {{n} product} other {{n} products}}',
        values: { count: 12, n: '१२' },
      }),
    ).toBe('१२ सामान');
  });

  it('gives the server’s renders an i18n of each language, apart from the browser’s', async () => {
    const ne = await i18nFor('ne');
    const en = await i18nFor('en');
    expect(ne._({ id: 'page.cart.title', message: 'Cart' })).toBe('कार्ट');
    expect(en._({ id: 'page.cart.title', message: 'Cart' })).toBe('Cart');
    expect(i18n.locale).toBe('en');
  });

  it('writes a price the Nepali way under a Nepali page’s provider, and as today in English', async () => {
    const { unmount } = render(<Price price={1234500} />);
    expect(screen.getByText('Rs. 12,34,500')).toBeInTheDocument();
    unmount();
    render(
      <LanguageProvider i18n={await i18nFor('ne')}>
        <Price price={4500} discount={10} />
      </LanguageProvider>,
    );
    expect(screen.getByText('रु ४,०५०')).toBeInTheDocument();
    expect(screen.getByText('रु ४,५००')).toBeInTheDocument();
    expect(screen.getByText('-१०%')).toBeInTheDocument();
  });
});
