import { screen, waitFor, within } from '@testing-library/react';
import type { DiscountCode } from '@pashmina/contracts';
import { getToasts, toast } from '@pashmina/shared-ui';
import { mockApi, pageOf, paramsOf } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/discounts';

const aCode = (id: string, over: Partial<DiscountCode> = {}): DiscountCode => ({
  _id: id,
  code: 'DASHAIN25',
  type: 'percent',
  value: 25,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: 100,
  perCustomerLimit: 1,
  active: true,
  used: 3,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  ...over,
});

afterEach(() => toast.clear());

describe('the admin’s discount codes', () => {
  it('lists code, type and value, used of the limit, dates and active, 10 a page, searched by code', async () => {
    const api = mockApi({
      'GET /api/v1/discounts': pageOf([
        aCode('d1'),
        aCode('d2', {
          code: 'TIHAR500',
          type: 'fixed',
          value: 500,
          usageLimit: null,
          used: 0,
          active: false,
        }),
      ]),
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    const table = await screen.findByRole('table', { name: 'Discounts' });
    expect(paramsOf(api.calls[0]!)).toEqual({ page: '1', limit: '10' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => Array.from(r.children, (c) => c.textContent)),
    ).toEqual([
      ['Code', 'Type and value', 'Used', 'Dates', 'Active'],
      ['DASHAIN25', '25% off', '3 / 100', 'Always', 'Active'],
      ['TIHAR500', 'Rs. 500 off', '0 / no limit', 'Always', 'Inactive'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit DASHAIN25' })).toHaveAttribute('href', `${PATH}/d1`);
    expect(screen.getByRole('link', { name: 'New discount code' })).toHaveAttribute('href', `${PATH}/new`);

    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), 'tihar{Enter}');
    await waitFor(() => expect(paramsOf(api.calls.at(-1)!)).toEqual({ q: 'tihar', page: '1', limit: '10' }));
  });

  it('creates a code, showing a refused field’s message next to it', async () => {
    let posts = 0;
    const api = mockApi({
      'GET /api/v1/discounts': pageOf([]),
      'POST /api/v1/discounts': () =>
        ++posts === 1
          ? {
              status: 400,
              body: {
                success: false,
                message: 'A percent discount must be a whole number from 1 to 90',
                field: 'value',
              },
            }
          : { status: 201, body: aCode('d9', { code: 'FESTIVE' }) },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/new`);
    await user.type(screen.getByLabelText('Code'), 'festive');
    await user.type(screen.getByLabelText('Percent off'), '95');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(
      await screen.findByText('A percent discount must be a whole number from 1 to 90'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      code: 'festive',
      type: 'percent',
      value: 95,
      minSubtotal: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 1,
      active: true,
    });

    await user.clear(screen.getByLabelText('Percent off'));
    await user.type(screen.getByLabelText('Percent off'), '15');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Discount code created'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Discounts' })).toBeInTheDocument();
  });

  it('says why a used code cannot be deleted', async () => {
    mockApi({
      'GET /api/v1/discounts/d1': { body: aCode('d1') },
      'DELETE /api/v1/discounts/d1': {
        status: 409,
        body: {
          success: false,
          message: 'This code has been used and cannot be deleted. You can deactivate it instead.',
        },
      },
    });
    const { user } = renderAdmin(AdminRoutes, `${PATH}/d1`);
    expect(await screen.findByDisplayValue('DASHAIN25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete discount code' })).toBeInTheDocument();
    await user.keyboard('yes{Enter}');
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'This code has been used and cannot be deleted. You can deactivate it instead.',
      ),
    );
  });
});
