import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CARD_SIZES, ProductCard, type ProductCardProduct } from './ProductCard';

const base: ProductCardProduct = {
  _id: 'p-1',
  productName: 'Royal Maroon Shawl',
  productThumb: '/uploads/p-1-card.webp',
  price: 8000,
  discount: 0,
  salePrice: 8000,
  stock: 10,
  isNewArrival: false,
  generalCategory: 'shawl',
  genderCategory: 'women',
};

function renderCard(overrides: Partial<ProductCardProduct> = {}, priority = false) {
  return render(
    <MemoryRouter>
      <ProductCard product={{ ...base, ...overrides }} priority={priority} />
    </MemoryRouter>,
  );
}

describe('ProductCard', () => {
  it('shows the rating and how many reviews once the product has one (issue 54), nothing before', () => {
    const { unmount } = renderCard({ rating: { average: 4.5, count: 12 } });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' }).parentElement).toHaveTextContent(
      '★ 4.5 (12)',
    );
    unmount();
    renderCard({ rating: { average: 0, count: 0 } });
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('links the whole card to the product page, named by the product', () => {
    renderCard();
    const link = screen.getByRole('link', { name: 'Royal Maroon Shawl' });
    expect(link).toHaveAttribute('href', '/SingleProducts/p-1');
    expect(screen.getByRole('heading', { level: 3, name: 'Royal Maroon Shawl' })).toBeInTheDocument();
  });

  it('shows a lazy image with alt text and intrinsic size, eager when priority', () => {
    const { unmount } = renderCard();
    const img = screen.getByRole('img', { name: 'Royal Maroon Shawl' });
    expect(img).toHaveAttribute('src', '/uploads/p-1-card.webp');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    unmount();
    renderCard({}, true);
    expect(screen.getByRole('img', { name: 'Royal Maroon Shawl' })).toHaveAttribute('loading', 'eager');
  });

  it('offers both renditions as a srcset with the width a card is shown at, high priority only when asked', () => {
    const { unmount } = renderCard({ productImg: '/uploads/p-1-detail.webp' });
    const img = screen.getByRole('img', { name: 'Royal Maroon Shawl' });
    expect(img).toHaveAttribute('srcset', '/uploads/p-1-card.webp 480w, /uploads/p-1-detail.webp 1200w');
    expect(img).toHaveAttribute('sizes', CARD_SIZES);
    expect(img).not.toHaveAttribute('fetchpriority');
    unmount();
    renderCard({}, true);
    const first = screen.getByRole('img', { name: 'Royal Maroon Shawl' });
    expect(first).toHaveAttribute('srcset', '/uploads/p-1-card.webp 480w');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows only the price when there is no discount', () => {
    renderCard();
    expect(screen.getByText('Rs. 8,000')).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows the sale price, the struck original and the discount when discounted', () => {
    renderCard({ price: 10000, discount: 20, salePrice: 8000 });
    expect(screen.getByText('Rs. 8,000')).toBeInTheDocument();
    const struck = document.querySelector('s');
    expect(struck).not.toBeNull();
    expect(within(struck as HTMLElement).getByText('Rs. 10,000')).toBeInTheDocument();
    expect(screen.getByText('-20%')).toBeInTheDocument();
  });

  it("shows the 'New' badge only for new arrivals", () => {
    const { unmount } = renderCard();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    unmount();
    renderCard({ isNewArrival: true });
    expect(screen.getByText('New')).toBeInTheDocument();
  });

  it("shows the 'currently out of stock' overlay only when stock is 0", () => {
    const { unmount } = renderCard({ stock: 3 });
    expect(screen.queryByText('currently out of stock')).not.toBeInTheDocument();
    unmount();
    renderCard({ stock: 0 });
    expect(screen.getByText('currently out of stock')).toBeInTheDocument();
    // Still a link: a shopper may read about a sold-out product.
    expect(screen.getByRole('link', { name: 'Royal Maroon Shawl' })).toBeInTheDocument();
  });

  it('says how many colours a product has, with a dot named by its colour for every one, neutral when unknown', () => {
    const values = ['Maroon', 'Beige', 'Saffron Dream', 'Dark Grey', 'Navy', 'Black', 'White'];
    const { unmount } = renderCard({
      options: [
        { name: 'Size', values: ['Stole', 'Shawl'] },
        { name: 'Colour', values },
      ],
    });
    expect(screen.getByText('7 colours')).toBeInTheDocument();
    const dots = screen.getAllByRole('img', { name: (name) => values.includes(name) });
    expect(dots.map((dot) => dot.getAttribute('title'))).toEqual(values);
    // 'Saffron Dream' is no colour the shop can draw: a neutral dot, still named.
    const unknown = screen.getByRole('img', { name: 'Saffron Dream' });
    expect(unknown.style.background).toBe('');
    expect(unknown).toHaveClass('unknownSwatch');
    expect(screen.getByRole('img', { name: 'Maroon' }).style.background).not.toBe('');
    unmount();

    // Sizes alone, or no options: nothing said of colours.
    renderCard({ options: [{ name: 'Size', values: ['Stole', 'Shawl'] }] });
    expect(screen.queryByText(/colours?$/)).not.toBeInTheDocument();
  });
});
