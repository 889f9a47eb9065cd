import { screen, waitFor, within } from '@testing-library/react';
import type { ProductReviews, Review, SessionUser } from '@pashmina/contracts';
import { getToasts, i18nFor, toast } from '@pashmina/shared-ui';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { aProduct, listReply } from '../../../test/fixtures';

const ID = '11111111-1111-4111-8111-111111111111';
const CUSTOMER: SessionUser = {
  _id: 'u1',
  name: 'Sita Sharma',
  email: 'sita@pashmina.test',
  phone: '9841234567',
  address: 'Thamel',
  role: 0,
};

function renderProductPage(options: Parameters<typeof renderWithProviders>[1] = {}) {
  return renderWithProviders(<StorefrontRoutes />, { route: `/SingleProducts/${ID}`, ...options });
}

afterEach(() => toast.clear());

describe('product detail page', () => {
  it('shows image, name, categories, prices, stock, description and details with NA for missing ones', async () => {
    const product = aProduct({
      _id: ID,
      productName: 'Royal Maroon Shawl',
      price: 10000,
      discount: 20,
      stock: 12,
      genderCategory: 'women',
      generalCategory: 'shawl',
      composition: '100% pashmina',
      size: null,
      weight: null,
      description: 'Woven on a hand loom.',
    });
    mockApi({ [`GET /api/v1/product/${ID}`]: { body: product }, 'GET /api/v1/product': listReply([]) });
    renderProductPage();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Maroon Shawl' })).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Royal Maroon Shawl' });
    expect(image).toHaveAttribute('src', product.productImg);
    // Both renditions, so a phone takes the one its screen needs; the page's LCP, so high priority.
    expect(image).toHaveAttribute('srcset', `${product.productThumb} 480w, ${product.productImg} 1200w`);
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByText('Women')).toBeInTheDocument();
    expect(screen.getByText('Shawl')).toBeInTheDocument();
    expect(screen.getByText('Rs. 8,000')).toBeInTheDocument();
    expect(screen.getByText('Rs. 10,000').closest('s')).not.toBeNull();
    expect(screen.getByText('12 in stock')).toHaveClass('ok');
    expect(screen.getByText('Woven on a hand loom.')).toBeInTheDocument();

    const table = screen.getByRole('table');
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Composition')).toHaveTextContent('100% pashmina');
    expect(row('Size')).toHaveTextContent('NA');
    expect(row('Weight')).toHaveTextContent('NA');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(document.title).toBe('Royal Maroon Shawl | Pashmina Shop');
  });

  it('hides Add to Cart and explains when the product is out of stock', async () => {
    mockApi({
      [`GET /api/v1/product/${ID}`]: { body: aProduct({ _id: ID, stock: 0 }) },
      'GET /api/v1/product': listReply([]),
    });
    renderProductPage();

    expect(await screen.findByText('Out of Stock')).toBeInTheDocument();
    expect(
      screen.getByText('Currently unavailable. We do not know when or if this item will be back in stock.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });

  it('shows low stock (under 5) in red', async () => {
    mockApi({
      [`GET /api/v1/product/${ID}`]: { body: aProduct({ _id: ID, stock: 3 }) },
      'GET /api/v1/product': listReply([]),
    });
    renderProductPage();

    const stock = await screen.findByText('3 in stock');
    expect(stock).toHaveClass('low');
    expect(stock).toHaveAttribute('data-tone', 'low');
  });

  it('asks for related products of the same categories without itself, and shows up to 4', async () => {
    const product = aProduct({ _id: ID, generalCategory: 'muffler', genderCategory: 'men' });
    const related = [1, 2, 3, 4].map((n) =>
      aProduct({ productName: `Related Muffler ${n}`, generalCategory: 'muffler', genderCategory: 'men' }),
    );
    const api = mockApi({
      [`GET /api/v1/product/${ID}`]: { body: product },
      'GET /api/v1/product': listReply(related),
    });
    renderProductPage();

    const list = await screen.findByRole('list', { name: 'Related products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByRole('link', { name: 'Related Muffler 1' })).toHaveAttribute(
      'href',
      `/SingleProducts/${related[0]._id}`,
    );
    const listCall = api.calls.find((c) => c.url.pathname === '/api/v1/product');
    expect(Object.fromEntries(listCall!.url.searchParams)).toEqual({
      generalCategory: 'muffler',
      genderCategory: 'men',
      exclude: ID,
      limit: '4',
    });
  });

  it("shows 'No products to show.' when there are no related products", async () => {
    mockApi({
      [`GET /api/v1/product/${ID}`]: { body: aProduct({ _id: ID }) },
      'GET /api/v1/product': listReply([]),
    });
    renderProductPage();

    expect(await screen.findByText('No products to show.')).toBeInTheDocument();
  });

  it('shows the shop’s 404 page, titled as the server titles it, for an unknown id', async () => {
    mockApi({
      [`GET /api/v1/product/${ID}`]: { status: 404, body: { success: false, message: 'Product not found' } },
    });
    renderProductPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Pashmina Shop'));
  });

  it('shows an error with Retry when loading fails, and recovers on retry', async () => {
    let attempts = 0;
    mockApi({
      [`GET /api/v1/product/${ID}`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 500, body: { success: false, message: 'boom' } }
          : { body: aProduct({ _id: ID, productName: 'Second Try Shawl' }) };
      },
      'GET /api/v1/product': listReply([]),
    });
    const { user } = renderProductPage();

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this product right now.');
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Second Try Shawl' })).toBeInTheDocument();
  });

  it('adds the product to the cart and goes to /Cart; a second add is refused', async () => {
    const product = aProduct({
      _id: ID,
      productName: 'Ivory Muffler',
      price: 3000,
      discount: 10,
      stock: 7,
      size: 'Free',
    });
    mockApi({ [`GET /api/v1/product/${ID}`]: { body: product }, 'GET /api/v1/product': listReply([]) });
    const { user, store, unmount } = renderProductPage();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(store.getState().cart.lines).toEqual([
      {
        _id: ID,
        name: 'Ivory Muffler',
        productImg: product.productThumb,
        size: 'Free',
        price: 3000,
        discount: 10,
        max: 7,
        quantity: 1,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    unmount();

    // Back on the product page with the same cart.
    const again = renderProductPage({ store });
    expect(await screen.findByText(/This item is in your cart/)).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
      ['error', 'This item is already in your cart.'],
    ]);
    expect(store.getState().cart.lines).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Ivory Muffler' })).toBeInTheDocument();
  });

  it('on a Nepali page: the Nepali name and description, the price in रु and Devanagari, the texts in Nepali', async () => {
    const product = aProduct({
      _id: ID,
      productName: 'Royal Maroon Shawl',
      productNameNe: 'राजसी मरुन सल',
      description: 'Woven on a hand loom.',
      descriptionNe: 'हाते तानमा बुनिएको।',
      price: 123450,
      discount: 0,
      stock: 12,
      genderCategory: 'women',
      generalCategory: 'shawl',
    });
    mockApi({ [`GET /api/v1/product/${ID}`]: { body: product }, 'GET /api/v1/product': listReply([]) });
    renderProductPage({ route: `/ne/SingleProducts/${ID}`, i18n: await i18nFor('ne') });

    expect(await screen.findByRole('heading', { level: 1, name: 'राजसी मरुन सल' })).toBeInTheDocument();
    expect(screen.getByText('हाते तानमा बुनिएको।')).toBeInTheDocument();
    expect(screen.getByText('रु १,२३,४५०')).toBeInTheDocument();
    expect(screen.getByText('मौज्दातमा १२ वटा')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कार्टमा राख्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'महिलाहरूको सङ्ग्रह' })).toHaveAttribute('href', '/ne/WomenProduct');
    expect(screen.getByText('सल')).toBeInTheDocument();
  });

  describe('reviews (issue 54)', () => {
    const reviewed = aProduct({
      _id: ID,
      productName: 'Royal Maroon Shawl',
      rating: { average: 4.5, count: 2 },
    });
    const review = (over: Partial<Review>): Review => ({
      _id: 'r1',
      product: { _id: ID, productName: 'Royal Maroon Shawl' },
      rating: 5,
      title: 'Soft and warm',
      text: 'Real pashmina, true to the picture.',
      author: 'Sita S.',
      verified: true,
      status: 'approved',
      createdAt: '2026-03-01T10:00:00.000Z',
      reply: null,
      variant: null,
      ...over,
    });
    const page: ProductReviews = {
      items: [
        review({}),
        review({
          _id: 'r2',
          rating: 4,
          title: null,
          author: 'Ram T.',
          text: 'Lighter than I thought.',
          variant: { label: 'Beige' },
          reply: { text: 'Thank you, Ram!', at: '2026-03-03T10:00:00.000Z' },
        }),
      ],
      total: 2,
      average: 4.5,
      count: 2,
      histogram: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 },
    };

    it('shows the stars near the price, then the reviews with Verified buyer, the variant and the reply', async () => {
      mockApi({
        [`GET /api/v1/product/${ID}`]: { body: reviewed },
        [`GET /api/v1/product/${ID}/reviews`]: { body: page },
        'GET /api/v1/product': listReply([]),
      });
      renderProductPage();
      expect(await screen.findAllByRole('img', { name: 'Rated 4.5 out of 5' })).not.toHaveLength(0);
      expect(screen.getByRole('link', { name: '2 reviews' })).toHaveAttribute('href', '#reviews');
      const section = await screen.findByRole('region', { name: 'Reviews' });
      expect(await within(section).findByText('Real pashmina, true to the picture.')).toBeInTheDocument();
      expect(within(section).getAllByText('Verified buyer')).toHaveLength(2);
      expect(within(section).getByText('Beige')).toBeInTheDocument();
      expect(within(section).getByText('Thank you, Ram!')).toBeInTheDocument();
      expect(within(section).getByRole('list', { name: 'Reviews by rating' })).toHaveTextContent('5 stars1');
      // Nobody signed in: no form.
      expect(screen.queryByRole('heading', { name: 'Write a review' })).not.toBeInTheDocument();
    });

    it('gives a customer who received the product the form, in Nepali on /ne', async () => {
      const api = mockApi({
        [`GET /api/v1/product/${ID}`]: { body: reviewed },
        [`GET /api/v1/product/${ID}/reviews`]: {
          body: { ...page, items: [], total: 0, count: 0, average: 0 },
        },
        [`GET /api/v1/product/${ID}/reviews/mine`]: { body: { mayReview: true, review: null } },
        [`POST /api/v1/product/${ID}/reviews`]: { status: 201, body: review({ status: 'pending' }) },
        'GET /api/v1/product': listReply([]),
      });
      const { user } = renderProductPage({
        route: `/ne/SingleProducts/${ID}`,
        i18n: await i18nFor('ne'),
        preloadedState: { auth: { user: CUSTOMER, token: 't' } },
      });
      expect(await screen.findByRole('heading', { name: 'समीक्षा लेख्नुहोस्' })).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: '५ मध्ये ४ तारा' }));
      await user.type(
        screen.getByRole('textbox', { name: 'तपाईंको समीक्षा' }),
        'Soft, warm and true to the picture.',
      );
      await user.click(screen.getByRole('button', { name: 'समीक्षा पठाउनुहोस्' }));
      expect(await screen.findByText('धन्यवाद! पसलले जाँचेपछि तपाईंको समीक्षा देखिनेछ।')).toBeInTheDocument();
      const sent = api.calls.find((call) => call.method === 'POST');
      expect(sent?.body).toEqual({ rating: 4, text: 'Soft, warm and true to the picture.' });
    });
  });
});
