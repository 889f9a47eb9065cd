import { screen, waitFor, within } from '@testing-library/react';
import type { ProductVariant } from '@pashmina/contracts';
import { getToasts, toast } from '@pashmina/shared-ui';
import { mockApi, pageOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { enter, formOf, picture, product } from '../test/products';
import { renderAdmin } from '../../../test/area';

const toasts = () => getToasts().map((t) => [t.kind, t.message]);
const where = () => screen.getByTestId('where');

beforeEach(() => {
  toast.clear();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

const variant = (id: string, colour: string, size: string, stock: number): ProductVariant => ({
  _id: id,
  options: { Colour: colour, Size: size },
  stock,
  sku: null,
  image: null,
  label: `${colour} / ${size}`,
});

const OPTIONS = [
  { name: 'Colour', values: ['Maroon', 'Beige'] },
  { name: 'Size', values: ['Stole', 'Shawl'] },
];

describe("the product form's Options and stock", () => {
  it('creates the product, then its options and a variant per combination with stock, SKU and picture', async () => {
    const created = product('new', { productName: 'Garden Shawl' });
    const withVariants = product('new', {
      productName: 'Garden Shawl',
      options: OPTIONS,
      variants: [
        variant('v1', 'Maroon', 'Stole', 3),
        variant('v2', 'Maroon', 'Shawl', 0),
        variant('v3', 'Beige', 'Stole', 0),
        variant('v4', 'Beige', 'Shawl', 5),
      ],
      stock: 8,
    });
    const answer = { success: true, message: 'Options and stock saved', product: withVariants };
    const api = mockApi({
      'POST /api/v1/product': { status: 201, body: { success: true, message: 'ok', product: created } },
      'PUT /api/v1/product/new/variants': { body: answer },
      'POST /api/v1/product/new/variants/v4/image': { body: answer },
      'GET /api/v1/product': pageOf([withVariants]),
    });
    const { user } = renderAdmin(AdminRoutes, '/dashboard/admin/create-product');
    await user.upload(screen.getByLabelText('Product image'), picture());
    await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'Garden Shawl');
    await enter(user, screen.getByRole('textbox', { name: 'Description' }), 'Hand-woven');
    await enter(user, screen.getByRole('spinbutton', { name: 'Price (Rs.)' }), '5000');

    const section = screen.getByRole('group', { name: 'Options and stock' });
    await user.click(within(section).getByRole('button', { name: 'Add an option' }));
    await enter(user, within(section).getByRole('textbox', { name: 'Option 1 name' }), 'Colour');
    await enter(user, within(section).getByRole('textbox', { name: 'Option 1 values' }), 'Maroon, Beige');
    await user.click(within(section).getByRole('button', { name: 'Add an option' }));
    await enter(user, within(section).getByRole('textbox', { name: 'Option 2 name' }), 'Size');
    await enter(user, within(section).getByRole('textbox', { name: 'Option 2 values' }), 'Stole,Shawl ');
    // With options, the stock is the variants'.
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Add all combinations' }));
    const table = within(section).getByRole('table', { name: 'Variants' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    await enter(user, within(table).getByRole('spinbutton', { name: 'Stock of Maroon / Stole' }), '3');
    await enter(user, within(table).getByRole('spinbutton', { name: 'Stock of Beige / Shawl' }), '5');
    await enter(user, within(table).getByRole('textbox', { name: 'SKU of Beige / Shawl' }), 'GS-BEI-SH');
    await user.upload(within(table).getByLabelText('Picture of Beige / Shawl'), picture('beige.png'));
    // A second click adds nothing: every combination has its row.
    await user.click(within(section).getByRole('button', { name: 'Add all combinations' }));
    expect(within(table).getAllByRole('row')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(where()).toHaveTextContent('/dashboard/admin/manage-products'));
    expect(toasts()).toEqual([['success', 'Product created sucessfully']]);

    const writes = api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.url.pathname}`);
    expect(writes).toEqual([
      'POST /api/v1/product',
      'PUT /api/v1/product/new/variants',
      'POST /api/v1/product/new/variants/v4/image',
    ]);
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      options: OPTIONS,
      variants: [
        { options: { Colour: 'Maroon', Size: 'Stole' }, stock: 3, sku: null },
        { options: { Colour: 'Maroon', Size: 'Shawl' }, stock: 0, sku: null },
        { options: { Colour: 'Beige', Size: 'Stole' }, stock: 0, sku: null },
        { options: { Colour: 'Beige', Size: 'Shawl' }, stock: 5, sku: 'GS-BEI-SH' },
      ],
    });
    const upload = api.calls.find((c) => c.url.pathname.endsWith('/image'))!;
    expect(((await formOf(upload)).get('image') as File).name).toBe('beige.png');
  });

  it('keeps variants by their id on update, and shows a refusal of the variants in the section', async () => {
    const saved = product('p1', {
      options: OPTIONS,
      variants: [variant('v1', 'Maroon', 'Stole', 3), variant('v2', 'Beige', 'Shawl', 5)],
      stock: 8,
    });
    const api = mockApi({
      'GET /api/v1/product/p1': { body: saved },
      'PUT /api/v1/product/p1': { body: { success: true, message: 'Product updated', product: saved } },
      'PUT /api/v1/product/p1/variants': {
        status: 400,
        body: { success: false, message: 'The SKU GS-1 is already used' },
      },
    });
    const { user } = renderAdmin(AdminRoutes, '/dashboard/admin/manage-product/p1');
    const table = await screen.findByRole('table', { name: 'Variants' });
    expect(screen.getByRole('spinbutton', { name: 'Stock' })).toHaveValue(8);
    expect(within(table).getByRole('spinbutton', { name: 'Stock of Maroon / Stole' })).toHaveValue(3);
    await enter(user, within(table).getByRole('textbox', { name: 'SKU of Beige / Shawl' }), 'GS-1');
    await user.click(within(table).getByRole('button', { name: 'Remove Maroon / Stole' }));

    await user.click(screen.getByRole('button', { name: 'Update product' }));
    const section = () => screen.getByRole('group', { name: 'Options and stock' });
    await waitFor(() =>
      expect(within(section()).getByRole('alert')).toHaveTextContent('The SKU GS-1 is already used'),
    );
    // What the admin typed stays, to be corrected.
    expect(within(section()).getByRole('textbox', { name: 'SKU of Beige / Shawl' })).toHaveValue('GS-1');
    expect(
      within(section()).queryByRole('spinbutton', { name: 'Stock of Maroon / Stole' }),
    ).not.toBeInTheDocument();
    expect(toasts()).toEqual([['error', 'The SKU GS-1 is already used']]);
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/product/p1/variants')!.body).toEqual({
      options: OPTIONS,
      variants: [{ _id: 'v2', options: { Colour: 'Beige', Size: 'Shawl' }, stock: 5, sku: 'GS-1' }],
    });
  });

  it("fills in the options' Nepali names as saved and sends them as typed, a blank value's Nepali as ''", async () => {
    const nepali = [
      { name: 'Colour', nameNe: 'रङ', values: ['Maroon', 'Beige'], valuesNe: ['मरुन', ''] },
      { name: 'Size', values: ['Stole', 'Shawl'] },
    ];
    const saved = product('p1', {
      options: nepali,
      variants: [variant('v1', 'Maroon', 'Stole', 3)],
      stock: 3,
    });
    const answer = { success: true, message: 'Options and stock saved', product: saved };
    const api = mockApi({
      'GET /api/v1/product/p1': { body: saved },
      'PUT /api/v1/product/p1': { body: { success: true, message: 'Product updated', product: saved } },
      'PUT /api/v1/product/p1/variants': { body: answer },
      'GET /api/v1/product': pageOf([saved]),
    });
    const { user } = renderAdmin(AdminRoutes, '/dashboard/admin/manage-product/p1');
    await screen.findByRole('table', { name: 'Variants' });
    const section = screen.getByRole('group', { name: 'Options and stock' });
    expect(within(section).getByRole('textbox', { name: 'Option 1 name (Nepali)' })).toHaveValue('रङ');
    expect(within(section).getByRole('textbox', { name: 'Option 1 values (Nepali)' })).toHaveValue('मरुन, ');
    expect(within(section).getByRole('textbox', { name: 'Option 2 name (Nepali)' })).toHaveValue('');
    await enter(user, within(section).getByRole('textbox', { name: 'Option 2 name (Nepali)' }), 'नाप');
    // Fewer than the values: the last ones have none.
    await enter(user, within(section).getByRole('textbox', { name: 'Option 2 values (Nepali)' }), 'स्टोल');

    await user.click(screen.getByRole('button', { name: 'Update product' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.url.pathname === '/api/v1/product/p1/variants')).toBeDefined(),
    );
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/product/p1/variants')!.body).toEqual({
      options: [
        nepali[0],
        { name: 'Size', nameNe: 'नाप', values: ['Stole', 'Shawl'], valuesNe: ['स्टोल', ''] },
      ],
      variants: [{ _id: 'v1', options: { Colour: 'Maroon', Size: 'Stole' }, stock: 3, sku: null }],
    });
  });

  it("Manage Products shows a product's total stock and how many variants it has", async () => {
    mockApi({
      'GET /api/v1/product': pageOf([
        product('p1', {
          productName: 'Garden Shawl',
          options: OPTIONS,
          variants: [variant('v1', 'Maroon', 'Stole', 3), variant('v2', 'Beige', 'Shawl', 5)],
          stock: 8,
        }),
      ]),
    });
    renderAdmin(AdminRoutes, '/dashboard/admin/manage-products');
    const row = await screen.findByRole('row', { name: /Garden Shawl/ });
    expect(within(row).getByRole('cell', { name: '8 · 2 variants' })).toBeInTheDocument();
  });
});
