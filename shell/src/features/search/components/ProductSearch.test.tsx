import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import type { Product } from '@pashmina/contracts';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import { ProductSearch } from './ProductSearch';

const product = (n: number): Product => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  productName: `Maroon Shawl ${n}`,
  productImg: `/uploads/p${n}-detail.webp`,
  productThumb: `/uploads/p${n}-card.webp`,
  description: '',
  price: 5000,
  discount: 0,
  salePrice: 5000,
  stock: 3,
  lowStockAt: 2,
  featured: false,
  generalCategory: 'shawl',
  genderCategory: 'women',
  composition: null,
  size: null,
  weight: null,
  quantitySold: 0,
  isNewArrival: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  options: [],
  variants: [],
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderSearch(matches: Product[]) {
  const api = mockApi({ 'GET /api/v1/product': { body: matches } });
  const view = renderWithProviders(
    <>
      <ProductSearch />
      <button type="button">Elsewhere</button>
      <Where />
    </>,
  );
  return { api, ...view, input: screen.getByRole('combobox', { name: 'Search products' }) };
}

describe('navbar product search', () => {
  it('asks the server once typing pauses, and lists matches with image and name linking to the product', async () => {
    const { api, user, input } = renderSearch([product(1), product(2)]);
    await user.type(input, 'marun');

    const list = await screen.findByRole('listbox', { name: 'Matching products' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveAccessibleName('Maroon Shawl 1');
    expect(options[0]).toHaveAccessibleDescription('Rs. 5,000');
    expect(options[0]).toHaveAttribute('href', `/SingleProducts/${product(1)._id}`);
    expect(options[0].querySelector('img')).toHaveAttribute('src', '/uploads/p1-card.webp');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveAttribute('data-scrolls');

    const searches = api.calls.filter((c) => c.url.pathname === '/api/v1/product');
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0].url.searchParams)).toEqual({ text: 'marun', limit: '20' });
  });

  it("says 'no products found' when nothing matches", async () => {
    const { user, input } = renderSearch([]);
    await user.type(input, 'zzzz');
    expect(await screen.findByText('no products found')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('scrolls when there are more than 8 results', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => product(i + 1));
    const { user, input } = renderSearch(nine);
    await user.type(input, 'shawl');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(9));
    expect(list).toHaveAttribute('data-scrolls', 'true');
    expect(list).toHaveClass('scroll');
  });

  it('closes on an outside click and on Escape, keeping the text', async () => {
    const { user, input } = renderSearch([product(1)]);
    await user.type(input, 'shawl');
    await screen.findByRole('option');

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(input);
    expect(await screen.findByRole('option')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('shawl');
  });

  it('moves through the matches with the arrow keys and opens one with Enter, then closes', async () => {
    const { user, input } = renderSearch([product(1), product(2)]);
    await user.type(input, 'shawl');
    await screen.findAllByRole('option');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1];
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(`/SingleProducts/${product(2)._id}`);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('closes after a match is clicked', async () => {
    const { user, input } = renderSearch([product(1)]);
    await user.type(input, 'shawl');
    await user.click(await screen.findByRole('option', { name: 'Maroon Shawl 1' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/SingleProducts/${product(1)._id}`);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a sale price as the product cards do: the sale price, the struck price and the discount', async () => {
    const { user, input } = renderSearch([{ ...product(1), price: 12500, discount: 10, salePrice: 11250 }]);
    await user.type(input, 'shawl');
    const option = await screen.findByRole('option', { name: 'Maroon Shawl 1' });
    expect(option).toHaveAccessibleDescription('Sale price Rs. 11,250 Original price Rs. 12,500 -10%');
    expect(within(option).getByText('Rs. 12,500', { exact: false }).closest('s')).not.toBeNull();
  });

  it('opens the results page with Enter when no match is highlighted, and never reloads the page', async () => {
    const { user, input } = renderSearch([product(1)]);
    await user.type(input, '  red & "gold"  ');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=red+%26+%22gold%22');
    expect(input).toHaveValue('');
    expect(input).not.toHaveFocus();
  });

  it('stays put on Enter with an empty box', async () => {
    const { user, input } = renderSearch([]);
    await user.type(input, '   {Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('never sends the form: a submit opens the results page in the app', () => {
    const { input } = renderSearch([]);
    const form = screen.getByRole('search');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      fireEvent.change(input, { target: { value: 'shawl' } });
      form.dispatchEvent(submit);
    });
    expect(submit.defaultPrevented).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/search?q=shawl');
  });

  it('on phones, the search icon toggles the box', async () => {
    const { user } = renderSearch([]);
    const toggle = screen.getByRole('button', { name: 'Search products' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveAttribute('data-expanded');
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
  });
});
