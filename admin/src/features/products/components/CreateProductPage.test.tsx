import { screen, waitFor } from '@testing-library/react';
import { getToasts, toast } from '@pashmina/shared-ui';
import { mockApi, pageOf, type TestUser } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { enter, fieldsOf, formOf, picture, product } from '../test/products';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/create-product';
const toasts = () => getToasts().map((t) => [t.kind, t.message, t.autoClose]);

let previews: number;
beforeEach(() => {
  toast.clear();
  previews = 0;
  // jsdom has no object URLs; the preview needs one.
  URL.createObjectURL = jest.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = jest.fn();
});

const saffron = product('new', { productName: 'Saffron Shawl' });
const created = { success: true, message: 'Product created sucessfully', product: saffron };

async function fillIn(user: TestUser) {
  await user.upload(screen.getByLabelText('Product image'), picture());
  await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'Saffron Shawl');
  await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'Hand-woven');
  await enter(user, screen.getByRole('spinbutton', { name: 'Price (Rs.)' }), '1234.5');
}

describe('Add Products', () => {
  it("starts as the spec's new product: a men's shawl, stock 1, not featured, no discount", () => {
    renderAdmin(AdminRoutes, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Add Products' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product image')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Price (Rs.)' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Discount (%)' })).toHaveValue(0);
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveValue(1);
    expect(
      screen.getByRole('checkbox', { name: 'Click to feature this product in the homepage' }),
    ).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'General category' })).toHaveValue('shawl');
    expect(screen.getByRole('combobox', { name: 'Gender category' })).toHaveValue('men');
    for (const name of ['Composition', 'Weight', 'Size', 'Product name (Nepali)', 'Description (Nepali)'])
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    // Typed in Nepali: the browser's spelling and a screen reader's voice follow lang.
    expect(screen.getByRole('textbox', { name: 'Product name (Nepali)' })).toHaveAttribute('lang', 'ne');
    expect(screen.getByRole('textbox', { name: 'Description (Nepali)' })).toHaveAttribute('lang', 'ne');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('previews the chosen picture, sends every field and the picture, toasts for 2000 ms and goes to the list', async () => {
    const api = mockApi({
      'POST /api/v1/product': { status: 201, body: created },
      'GET /api/v1/product': pageOf([saffron]),
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await fillIn(user);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await enter(user, screen.getByRole('spinbutton', { name: 'Discount (%)' }), '10');
    await user.click(screen.getByRole('checkbox', { name: 'Click to feature this product in the homepage' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'General category' }), 'Poncho');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gender category' }), 'Women');
    await enter(user, screen.getByRole('spinbutton', { name: 'Stock' }), '12');
    await enter(user, screen.getByRole('textbox', { name: 'Composition' }), '100% Pashmina');
    await enter(user, screen.getByRole('textbox', { name: 'Size' }), '200 x 70 cm');
    await enter(user, screen.getByRole('textbox', { name: 'Product name (Nepali)' }), 'केसरी पश्मिना शल');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/admin/manage-products'),
    );
    expect(toasts()).toEqual([['success', 'Product created sucessfully', 2000]]);
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/product');
    expect(post.headers.get('Authorization')).toBe('Bearer t');
    expect(await fieldsOf(post)).toEqual({
      productName: 'Saffron Shawl',
      description: 'Hand-woven',
      productNameNe: 'केसरी पश्मिना शल',
      descriptionNe: '',
      price: '1234.5',
      discount: '10',
      featured: 'true',
      generalCategory: 'poncho',
      genderCategory: 'women',
      stock: '12',
      lowStockAt: '2',
      composition: '100% Pashmina',
      weight: '',
      size: '200 x 70 cm',
    });
    const image = (await formOf(post)).get('productImg') as File;
    expect(image.name).toBe('shawl.png');
    expect(await image.text()).toBe('a png picture');
    // The list the admin lands on shows it.
    expect(await screen.findByRole('cell', { name: 'Saffron Shawl' })).toBeInTheDocument();
  });

  it("shows the server's message next to the field it names, and toasts 'Fail to create product'", async () => {
    const api = mockApi({
      'POST /api/v1/product': {
        status: 400,
        body: {
          success: false,
          message: 'Price must be from Rs. 1 to Rs. 10,000,000, with at most 2 decimals',
          field: 'price',
        },
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(toasts()).toEqual([['error', 'Fail to create product', 2000]]));
    const price = screen.getByRole('spinbutton', { name: 'Price (Rs.)' });
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription(
      'Price must be from Rs. 1 to Rs. 10,000,000, with at most 2 decimals',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    // Nothing typed is lost, and the admin stays on the form.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Saffron Shawl');
    expect(screen.getByTestId('where')).toHaveTextContent(PATH);
    expect(api.calls).toHaveLength(1);
  });

  it('shows a refused picture next to the picture field', async () => {
    mockApi({
      'POST /api/v1/product': {
        status: 400,
        body: { success: false, message: 'Product image is required', field: 'productImg' },
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(toasts()).toEqual([['error', 'Fail to create product', 2000]]));
    expect(screen.getByLabelText('Product image')).toHaveAccessibleDescription(
      'JPEG, PNG or WebP, 5 MB at most. Product image is required',
    );
  });

  it("toasts 'Fail to create product' when the server cannot be reached, and clears old field messages on retry", async () => {
    const api = mockApi({
      'POST /api/v1/product': {
        status: 400,
        body: {
          success: false,
          message: 'Description is required (at most 5000 characters)',
          field: 'description',
        },
      },
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Description is required (at most 5000 characters)')).toBeInTheDocument();

    api.use({
      'POST /api/v1/product': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    toast.clear();
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(toasts()).toEqual([['error', 'Fail to create product', 2000]]));
    expect(screen.queryByText('Description is required (at most 5000 characters)')).not.toBeInTheDocument();
  });
});
