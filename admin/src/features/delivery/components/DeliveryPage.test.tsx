import { screen, waitFor, within } from '@testing-library/react';
import { NEPAL_DISTRICTS, type DeliveryZone } from '@pashmina/contracts';
import { getToasts, toast } from '@pashmina/shared-ui';
import { mockApi } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

const PATH = '/dashboard/admin/delivery';
const VALLEY = ['Bhaktapur', 'Kathmandu', 'Lalitpur'];

const zones = (): DeliveryZone[] => [
  {
    _id: 'z1',
    name: 'Kathmandu Valley',
    fee: 100,
    freeFrom: 5000,
    cashOnDelivery: true,
    days: '1-2',
    districts: VALLEY,
  },
  {
    _id: 'z2',
    name: 'Outside the valley',
    fee: 200,
    freeFrom: null,
    cashOnDelivery: false,
    days: '3-5',
    districts: NEPAL_DISTRICTS.filter((d) => !VALLEY.includes(d)),
  },
];

afterEach(() => toast.clear());

describe('the admin’s Delivery screen', () => {
  it('lists the zones, and saves a zone’s fee with a district moved into it', async () => {
    const api = mockApi({
      'GET /api/v1/delivery/zones': { body: zones() },
      'PUT /api/v1/delivery/zones/z1': ({ body }) => ({ body: { ...zones()[0], ...(body as object) } }),
    });
    const { user } = renderAdmin(AdminRoutes, PATH);
    const table = await screen.findByRole('table', { name: 'Delivery zones' });
    const valley = within(table).getAllByRole('row')[1];
    expect(valley).toHaveTextContent('Kathmandu Valley');
    expect(valley).toHaveTextContent('Rs. 100');
    expect(valley).toHaveTextContent('Rs. 5,000');
    const outside = within(table).getAllByRole('row')[2];
    expect(outside).toHaveTextContent('Never');
    expect(outside).toHaveTextContent('74');

    await user.click(within(table).getByRole('button', { name: 'Edit Kathmandu Valley' }));
    expect(screen.getByRole('checkbox', { name: 'Kathmandu' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Kathmandu' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Fee (Rs.)'));
    await user.type(screen.getByLabelText('Fee (Rs.)'), '120');
    await user.click(screen.getByRole('checkbox', { name: 'Kavrepalanchok' }));
    await user.click(screen.getByRole('button', { name: 'Save zone' }));

    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain('Delivery zone updated'));
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.body).toMatchObject({
      name: 'Kathmandu Valley',
      fee: 120,
      freeFrom: 5000,
      districts: ['Bhaktapur', 'Kathmandu', 'Kavrepalanchok', 'Lalitpur'],
    });
  });
});
