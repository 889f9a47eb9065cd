import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, pageOf, paramsOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { product } from '../test/products';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/manage-products';
const where = () => screen.getByTestId('where');
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('Manage Products', () => {
  it('shows Loading..., then a row per product: image, name, gender category, stock and Update', async () => {
    const api = mockApi({
      'GET /api/v1/product': pageOf([
        product('p1', { productName: 'Royal Maroon Shawl', genderCategory: 'women', stock: 7 }),
        product('p2', { productName: 'Grey Muffler', genderCategory: 'men', stock: 0 }),
      ]),
    });
    renderAdmin(AdminRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Products' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    const table = await screen.findByRole('table', { name: 'Products' });
    // Every product, whatever its stock: no stock filter unless the box is ticked.
    expect(paramsOf(api.calls[0]!)).toEqual({ page: '1', limit: '9' });
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Bearer t');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Image', 'Name', 'Gender category', 'Stock', 'Update']);

    const shawl = row('Royal Maroon Shawl');
    // The picture is beside the name, so it is not read out again.
    expect(within(shawl).getByRole('presentation')).toHaveAttribute('src', '/uploads/products/p1-card.webp');
    expect(within(shawl).getByRole('cell', { name: 'women' })).toBeInTheDocument();
    expect(within(shawl).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(within(shawl).getByRole('link', { name: 'Update Royal Maroon Shawl' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-product/p1',
    );

    // 0 is red and also said in words.
    const muffler = row('Grey Muffler');
    expect(within(muffler).getByText('0 · Out of stock')).toHaveClass('danger');
    expect(within(muffler).getByRole('cell', { name: 'men' })).toBeInTheDocument();

    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('goes to the update screen from a row', async () => {
    mockApi({
      'GET /api/v1/product': pageOf([product('p1')]),
      'GET /api/v1/product/p1': { body: product('p1') },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await user.click(await screen.findByRole('link', { name: 'Update Royal Maroon Shawl' }));
    expect(where()).toHaveTextContent('/dashboard/admin/manage-product/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Update Product' })).toBeInTheDocument();
  });

  it("says 'No products found.' when nothing matches, without a pager", async () => {
    mockApi({ 'GET /api/v1/product': pageOf([]) });
    renderAdmin(AdminRoutes, `${PATH}?text=nothing`);
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the list fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/product': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/product': pageOf([product('p1')]) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Products' })).toBeInTheDocument();
  });

  it('asks the server for the name typed, case as typed, and keeps it in the URL', async () => {
    const api = mockApi({
      'GET /api/v1/product': ({ url }) =>
        url.searchParams.get('text') === 'MAROON'
          ? pageOf([product('p1', { productName: 'Royal Maroon Shawl' })])
          : pageOf([product('p2', { productName: 'Grey Muffler' })]),
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('row', { name: /Grey Muffler/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search by product name' }), 'MAROON');

    expect(await screen.findByRole('row', { name: /Royal Maroon Shawl/ })).toBeInTheDocument();
    expect(where()).toHaveTextContent(`${PATH}?text=MAROON`);
    expect(paramsOf(api.calls.at(-1)!)).toEqual({ text: 'MAROON', page: '1', limit: '9' });

    // Emptying the box (and pressing Enter) lists everything again.
    await user.clear(screen.getByRole('searchbox', { name: 'Search by product name' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where()).toHaveTextContent(new RegExp(`${PATH}$`)));
    expect(await screen.findByRole('row', { name: /Grey Muffler/ })).toBeInTheDocument();
  });

  it("filters by category and by 'Show products with 0 stock' (only the sold-out ones), through the URL", async () => {
    const api = mockApi({ 'GET /api/v1/product': pageOf([product('p1')]) });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await screen.findByRole('table', { name: 'Products' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Shawl', 'Muffler', 'Poncho', 'Blanket']);
    expect(category).toHaveValue('all');
    const zeroStock = screen.getByRole('checkbox', { name: 'Show products with 0 stock' });
    expect(zeroStock).not.toBeChecked();

    await user.selectOptions(category, 'Poncho');
    expect(where()).toHaveTextContent(`${PATH}?category=poncho`);
    await waitFor(() =>
      expect(paramsOf(api.calls.at(-1)!)).toEqual({ generalCategory: 'poncho', page: '1', limit: '9' }),
    );

    await user.click(zeroStock);
    expect(where()).toHaveTextContent(`${PATH}?category=poncho&stock=0`);
    await waitFor(() =>
      expect(paramsOf(api.calls.at(-1)!)).toEqual({
        generalCategory: 'poncho',
        inStock: 'false',
        page: '1',
        limit: '9',
      }),
    );

    await user.selectOptions(category, 'All');
    expect(where()).toHaveTextContent(`${PATH}?stock=0`);
    await user.click(zeroStock);
    expect(where()).toHaveTextContent(new RegExp(`${PATH}$`));
  });

  it('reads search, filters and page from the URL, pages with Prev and Next, and a new filter starts at page 1', async () => {
    const api = mockApi({
      'GET /api/v1/product': ({ url }) => pageOf([product(`p${url.searchParams.get('page')}`)], 20),
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}?text=shawl&category=shawl&stock=0&page=2`);
    expect(await screen.findByRole('link', { name: /Update/ })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-product/p2',
    );
    expect(paramsOf(api.calls[0]!)).toEqual({
      text: 'shawl',
      generalCategory: 'shawl',
      inStock: 'false',
      page: '2',
      limit: '9',
    });
    expect(screen.getByRole('searchbox', { name: 'Search by product name' })).toHaveValue('shawl');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('shawl');
    expect(screen.getByRole('checkbox', { name: 'Show products with 0 stock' })).toBeChecked();
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(within(paging).getByRole('button', { name: /Next/ }));
    expect(where()).toHaveTextContent(`${PATH}?text=shawl&category=shawl&stock=0&page=3`);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Update/ })).toHaveAttribute(
        'href',
        '/dashboard/admin/manage-product/p3',
      ),
    );
    expect(within(paging).getByRole('button', { name: /Next/ })).toBeDisabled();
    await user.click(within(paging).getByRole('button', { name: /Prev/ }));
    expect(where()).toHaveTextContent(`${PATH}?text=shawl&category=shawl&stock=0&page=2`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Blanket');
    expect(where()).toHaveTextContent(`${PATH}?text=shawl&category=blanket&stock=0`);
  });

  it('ignores an unknown category and a bad page in the URL', async () => {
    const api = mockApi({ 'GET /api/v1/product': pageOf([product('p1')]) });
    renderAdmin(AdminRoutes, `${PATH}?category=hats&page=x&stock=yes`);
    await screen.findByRole('table', { name: 'Products' });
    expect(paramsOf(api.calls[0]!)).toEqual({ page: '1', limit: '9' });
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
  });

  it('goes to the last page when the URL asks for one past the end', async () => {
    mockApi({
      'GET /api/v1/product': ({ url }) =>
        url.searchParams.get('page') === '3' ? pageOf([product('last')], 20) : pageOf([], 20),
    });
    renderAdmin(AdminRoutes, `${PATH}?page=7`);
    expect(await screen.findByRole('link', { name: /Update/ })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-product/last',
    );
    expect(where()).toHaveTextContent(`${PATH}?page=3`);
  });
});
