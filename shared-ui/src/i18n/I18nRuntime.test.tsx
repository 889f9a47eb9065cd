import { render, screen } from '@testing-library/react';
import { Price } from '../components/Price/Price';
import type { Messages } from '@lingui/core';
import { NEPALI_PARTS } from './locales/ne/parts';
import { messages as wholeCatalog } from './locales/ne/messages';
import { activateLanguage, type CatalogPart, catalogOf, i18n, i18nFor, withCatalogPart } from './runtime';
import { LanguageProvider } from './useI18n';

describe('the i18n runtime', () => {
  /** Each part's loader, watched: which parts of the Nepali catalog were downloaded. */
  const loaders = Object.fromEntries(
    (Object.keys(NEPALI_PARTS) as CatalogPart[]).map((part) => [part, jest.spyOn(NEPALI_PARTS, part)]),
  ) as Record<CatalogPart, jest.SpiedFunction<() => Promise<{ messages: Messages }>>>;
  const downloaded = () =>
    (Object.keys(loaders) as CatalogPart[]).filter((part) => loaders[part].mock.calls.length > 0).sort();

  afterEach(() => activateLanguage('en'));
  beforeEach(() => jest.clearAllMocks());

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

  it('gives an English page its code and no Nepali; Nepali, activated later, loads core and the pages’ parts', async () => {
    await expect(withCatalogPart('home', async () => 'HomePage')).resolves.toBe('HomePage');
    await expect(withCatalogPart(['cart', 'checkout'], async () => 'CartRoute')).resolves.toBe('CartRoute');
    expect(downloaded()).toEqual([]);
    expect(Object.keys(i18n.messages)).toEqual([]);

    await activateLanguage('ne');
    expect(i18n.locale).toBe('ne');
    expect(downloaded()).toEqual(['cart', 'checkout', 'core', 'home']);
    // In core, since shared-ui writes it too (an order's total), and in home's part.
    expect(i18n._({ id: 'cart.total', message: 'Total' })).toBe('जम्मा');
    expect(i18n._({ id: 'hero.label', message: 'Our collections' })).toBe('हाम्रा सङ्ग्रहहरू');
    // The product page's part is not loaded: its texts are still English.
    expect(i18n._({ id: 'product.addToCart', message: 'Add to Cart' })).toBe('Add to Cart');
  });

  it('loads a Nepali page’s part beside its code, merged into what is loaded, before the page is given', async () => {
    await activateLanguage('ne');
    let arrive: (page: string) => void = () => undefined;
    const code = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const page = withCatalogPart('product-detail', () => code);
    // Asked for at once, not after the page's code has come.
    expect(downloaded()).toEqual(['product-detail']);
    arrive('ProductDetailPage');
    await expect(page).resolves.toBe('ProductDetailPage');
    expect(i18n._({ id: 'product.addToCart', message: 'Add to Cart' })).toBe('कार्टमा राख्नुहोस्');
    expect(i18n._({ id: 'cart.total', message: 'Total' })).toBe('जम्मा');
    // Loaded once: the next visit of the page downloads nothing.
    await withCatalogPart('product-detail', async () => 'ProductDetailPage');
    expect(loaders['product-detail']).toHaveBeenCalledTimes(1);
  });

  it('writes a loaded part’s plurals in Nepali', async () => {
    await activateLanguage('ne');
    await withCatalogPart('listing', async () => 'ListingPages');
    expect(
      i18n._({
        id: 'listing.count',
        message: '{count, plural, one {{n} product} other {{n} products}}',
        values: { count: 12, n: '१२' },
      }),
    ).toBe('१२ सामान');
  });

  it('shows a page whose part could not be loaded, in English, and asks for the part again next time', async () => {
    await activateLanguage('ne');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    loaders.contact.mockRejectedValueOnce(new Error('offline'));
    await expect(withCatalogPart('contact', async () => 'ContactPage')).resolves.toBe('ContactPage');
    expect(logged).toHaveBeenCalled();
    expect(i18n._({ id: 'contact.email', message: 'E-mail' })).toBe('E-mail');
    await withCatalogPart('contact', async () => 'ContactPage');
    expect(loaders.contact).toHaveBeenCalledTimes(2);
    expect(i18n._({ id: 'contact.email', message: 'E-mail' })).toBe('इमेल');
    logged.mockRestore();
  });

  it('makes the whole Nepali catalog of its parts, for the server’s renders', async () => {
    expect(await catalogOf('ne')).toEqual(wholeCatalog);
    expect(await catalogOf('en')).toEqual({});
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
