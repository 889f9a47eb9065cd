import { screen, waitFor, within } from '@testing-library/react';
import { getToasts, toast } from '@pashmina/shared-ui';
import { mockApi, pageOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { enter, fieldsOf, formOf, picture, product } from '../test/products';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/manage-product/p1';
const toasts = () => getToasts().map((t) => [t.kind, t.message, t.autoClose]);
const saved = product('p1', {
  featured: true,
  generalCategory: 'muffler',
  genderCategory: 'men',
  stock: 3,
  productNameNe: 'शाही मरुन शल',
  descriptionNe: 'काठमाडौँमा हातले बुनिएको',
});
const updated = { success: true, message: 'Product updated sucessfully', product: saved };
const deleted = { success: true, message: 'product deleted successfully' };

beforeEach(() => {
  toast.clear();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const deleteButton = () => screen.getByRole('button', { name: 'Delete product' });

describe('Update product', () => {
  it('shows Loading... and then the Add form filled in with the saved product and its image', async () => {
    const api = mockApi({ 'GET /api/v1/product/p1': { body: saved } });
    renderAdmin(AdminRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Update Product' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Royal Maroon Shawl');
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/product/p1');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Hand-woven in Kathmandu');
    expect(screen.getByRole('spinbutton', { name: 'Price (Rs.)' })).toHaveValue(5000);
    expect(screen.getByRole('spinbutton', { name: 'Discount (%)' })).toHaveValue(10);
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveValue(3);
    expect(
      screen.getByRole('checkbox', { name: 'Click to feature this product in the homepage' }),
    ).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'General category' })).toHaveValue('muffler');
    expect(screen.getByRole('combobox', { name: 'Gender category' })).toHaveValue('men');
    expect(screen.getByRole('textbox', { name: 'Composition' })).toHaveValue('100% Pashmina');
    expect(screen.getByRole('textbox', { name: 'Weight' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Size' })).toHaveValue('200 x 70 cm');
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute('src', saved.productImg);
    expect(screen.getByRole('button', { name: 'Update product' })).toBeInTheDocument();
    expect(deleteButton()).toBeInTheDocument();
  });

  it("says 'Product not found' for an unknown product, with the way back to the list", async () => {
    mockApi({
      'GET /api/v1/product/p1': { status: 404, body: { success: false, message: 'Product not found' } },
    });
    renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Products' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-products',
    );
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when loading fails, and loads again', async () => {
    const api = mockApi({
      'GET /api/v1/product/p1': { status: 500, body: { success: false, message: 'Database is down' } },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    api.use({ 'GET /api/v1/product/p1': { body: saved } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Royal Maroon Shawl');
  });

  it('saves a stock below 0 as 0, keeps the picture when none is chosen, and toasts for 2000 ms', async () => {
    const api = mockApi({
      'GET /api/v1/product/p1': { body: saved },
      'PUT /api/v1/product/p1': { body: updated },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await enter(user, await screen.findByRole('textbox', { name: 'Name' }), 'Royal Maroon Stole');
    await enter(user, screen.getByRole('spinbutton', { name: 'Stock' }), '-4');
    // The saved Nepali name stays; the Nepali description is cleared (blank: none).
    expect(screen.getByRole('textbox', { name: 'Product name (Nepali)' })).toHaveValue('शाही मरुन शल');
    await user.clear(screen.getByRole('textbox', { name: 'Description (Nepali)' }));
    await enter(user, screen.getByRole('textbox', { name: 'Composition' }), '');
    await user.click(screen.getByRole('button', { name: 'Update product' }));

    await waitFor(() => expect(toasts()).toEqual([['success', 'Product updated sucessfully', 2000]]));
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.headers.get('Authorization')).toBe('Bearer t');
    expect(await fieldsOf(put)).toEqual({
      productName: 'Royal Maroon Stole',
      description: 'Hand-woven in Kathmandu',
      productNameNe: 'शाही मरुन शल',
      descriptionNe: '',
      price: '5000',
      discount: '10',
      featured: 'true',
      generalCategory: 'muffler',
      genderCategory: 'men',
      stock: '0',
      lowStockAt: '2',
      composition: '',
      weight: '',
      size: '200 x 70 cm',
    });
    expect((await formOf(put)).has('productImg')).toBe(false);
    expect(screen.getByTestId('where')).toHaveTextContent(PATH);
  });

  it('sends a newly chosen picture and previews it instead of the current one', async () => {
    const api = mockApi({
      'GET /api/v1/product/p1': { body: saved },
      'PUT /api/v1/product/p1': { body: updated },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await user.upload(await screen.findByLabelText('Product image'), picture('new.png'));
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Update product' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    const image = (await formOf(api.calls.find((c) => c.method === 'PUT')!)).get('productImg') as File;
    expect(image.name).toBe('new.png');
  });

  it("shows the server's refusal next to its field and toasts the server's message", async () => {
    const message = 'Discount must be a whole percent from 0 to 100';
    mockApi({
      'GET /api/v1/product/p1': { body: saved },
      'PUT /api/v1/product/p1': { status: 400, body: { success: false, message, field: 'discount' } },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await enter(user, await screen.findByRole('spinbutton', { name: 'Discount (%)' }), '150');
    await user.click(screen.getByRole('button', { name: 'Update product' }));

    await waitFor(() => expect(toasts()).toEqual([['error', message, 2000]]));
    expect(screen.getByRole('spinbutton', { name: 'Discount (%)' })).toHaveAccessibleDescription(message);
    expect(screen.getByRole('spinbutton', { name: 'Discount (%)' })).toHaveValue(150);
  });

  it('toasts a message of its own when the update gets no answer', async () => {
    mockApi({
      'GET /api/v1/product/p1': { body: saved },
      'PUT /api/v1/product/p1': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await user.click(await screen.findByRole('button', { name: 'Update product' }));
    await waitFor(() =>
      expect(toasts()).toEqual([['error', 'Could not update the product. Please try again.', 2000]]),
    );
  });

  describe('Delete', () => {
    const setUp = () =>
      mockApi({
        'GET /api/v1/product/p1': { body: saved },
        'GET /api/v1/product': pageOf([]),
        'DELETE /api/v1/product/p1': { body: deleted },
      });
    const deletes = (api: ReturnType<typeof setUp>) => api.calls.filter((c) => c.method === 'DELETE');

    it('asks first; Cancel keeps the product', async () => {
      const api = setUp();
      const { user } = renderAdmin(AdminRoutes, PATH);
      await user.click(await screen.findByRole('button', { name: 'Delete product' }));
      const dialog = screen.getByRole('dialog', { name: 'Delete product' });
      expect(dialog).toHaveAccessibleDescription(
        'Are you sure you want to delete this product? Type yes to delete it.',
      );
      await user.keyboard('yes');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(deletes(api)).toHaveLength(0);
      expect(toasts()).toEqual([]);
      expect(screen.getByTestId('where')).toHaveTextContent(PATH);
    });

    it('an empty answer keeps the product', async () => {
      const api = setUp();
      const { user } = renderAdmin(AdminRoutes, PATH);
      await user.click(await screen.findByRole('button', { name: 'Delete product' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(deletes(api)).toHaveLength(0);
      expect(toasts()).toEqual([]);
    });

    it("deletes on an answer, toasts 'product deleted successfully' for 2000 ms and goes to the list", async () => {
      const api = setUp();
      const { user } = renderAdmin(AdminRoutes, PATH);
      await user.click(await screen.findByRole('button', { name: 'Delete product' }));
      await user.keyboard('yes{Enter}');

      await waitFor(() =>
        expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/admin/manage-products'),
      );
      expect(deletes(api)).toHaveLength(1);
      expect(deletes(api)[0]!.url.pathname).toBe('/api/v1/product/p1');
      expect(toasts()).toEqual([['success', 'product deleted successfully', 2000]]);
    });

    it("toasts 'error deleting' when the server refuses, and stays", async () => {
      const api = setUp();
      api.use({
        'DELETE /api/v1/product/p1': { status: 500, body: { success: false, message: 'Database is down' } },
      });
      const { user } = renderAdmin(AdminRoutes, PATH);
      await user.click(await screen.findByRole('button', { name: 'Delete product' }));
      await user.keyboard('yes{Enter}');
      await waitFor(() => expect(toasts()).toEqual([['error', 'error deleting', 2000]]));
      expect(screen.getByTestId('where')).toHaveTextContent(PATH);
    });
  });
});
