import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockApi, renderWithProviders } from '@pashmina/shared-ui/test';
import StorefrontRoutes from '../../../Routes';
import { aProduct, listReply } from '../../../test/fixtures';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <StorefrontRoutes />
      <Search />
    </>,
    { route },
  );
}

const productCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls
    .filter((c) => c.url.pathname === '/api/v1/product')
    .map((c) => Object.fromEntries(c.url.searchParams));

describe('search results', () => {
  it('asks for the text as the dropdown does, 9 a page, and titles the page with it', async () => {
    const api = mockApi({
      'GET /api/v1/product': ({ url }) =>
        listReply(
          Array.from({ length: url.searchParams.get('page') === '2' ? 3 : 9 }, (_, i) =>
            aProduct({ productName: `Maroon Shawl ${url.searchParams.get('page') ?? 1}-${i + 1}` }),
          ),
          12,
        ),
    });
    const { user } = renderAt('/search?q=%20marun%20shawl%20');

    const list = await screen.findByRole('list', { name: 'Search results' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(productCalls(api).at(-1)).toEqual({ text: 'marun shawl', page: '1', limit: '9' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search results for "marun shawl"');
    expect(document.title).toBe('Search results for "marun shawl" | Pashmina Shop');
    expect(screen.getByText('12 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('link', { name: 'Maroon Shawl 2-3' })).toBeInTheDocument();
    expect(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('page')).toBe('2');
    expect(productCalls(api).at(-1)).toEqual({ text: 'marun shawl', page: '2', limit: '9' });
  });

  it('says clearly that nothing matches, and where to look instead', async () => {
    mockApi({ 'GET /api/v1/product': listReply([], 0) });
    renderAt('/search?q=qqqzzz');
    expect(await screen.findByText('No products match "qqqzzz"')).toBeVisible();
    expect(screen.getByRole('link', { name: "Women's Collection" })).toHaveAttribute('href', '/WomenProduct');
    expect(screen.getByRole('link', { name: "Men's Collection" })).toHaveAttribute('href', '/MenProduct');
    // Nothing found has no pages.
    expect(screen.queryByText('Page 1 of 1')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Prev/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('with nothing to search for, explains the page and asks the server nothing', async () => {
    const api = mockApi({ 'GET /api/v1/product': listReply([], 0) });
    renderAt('/search?q=%20%20');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    expect(screen.getByText('What are you looking for?')).toBeVisible();
    expect(document.title).toBe('Search | Pashmina Shop');
    expect(productCalls(api)).toEqual([]);
  });

  it('shows what was typed as text, never as markup, and cuts a hand-made link to what the search takes', async () => {
    const api = mockApi({ 'GET /api/v1/product': listReply([], 0) });
    const typed = `<img src=x onerror=alert(1)>${'a'.repeat(200)}`;
    renderAt(`/search?q=${encodeURIComponent(typed)}`);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.querySelector('img')).toBeNull();
    expect(heading.textContent).toBe(`Search results for "${typed.slice(0, 100)}"`);
    await screen.findByText(`No products match "${typed.slice(0, 100)}"`);
    expect(productCalls(api).at(-1)?.text).toHaveLength(100);
  });
});
