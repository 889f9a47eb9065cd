import { screen, within } from '@testing-library/react';
import type { AdminStats } from '@pashmina/contracts';
import { formatDateTime } from '@pashmina/shared-ui/panels';
import { mockApi } from '@pashmina/shared-ui/test';
import AdminRoutes from '../../../Routes';
import { renderAdmin } from '../../../test/area';

// jsdom has no canvas to draw on: a stand-in records what each chart was asked to draw.
const mockCharts: { type: string; labels: unknown[]; data: unknown[]; canvas: HTMLCanvasElement }[] = [];
jest.mock('chart.js', () => {
  class Chart {
    static register() {}
    constructor(
      canvas: HTMLCanvasElement,
      config: { type: string; data: { labels: unknown[]; datasets: { data: unknown[] }[] } },
    ) {
      mockCharts.push({
        type: config.type,
        labels: config.data.labels,
        data: config.data.datasets[0]!.data,
        canvas,
      });
    }
    destroy() {}
  }
  return {
    Chart,
    BarController: {},
    BarElement: {},
    CategoryScale: {},
    Filler: {},
    LinearScale: {},
    LineController: {},
    LineElement: {},
    PointElement: {},
    Tooltip: {},
  };
});

const MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

function stats(over: Partial<AdminStats> = {}): AdminStats {
  return {
    totalProducts: 24,
    ordersToDeliver: 3,
    deliveredOrders: 5,
    totalUsers: 1250,
    totalRevenue: 118500,
    reviewsToCheck: 2,
    revenueByMonth: MONTHS.map((month, i) => ({
      month,
      revenue: month === '2026-09' ? 100000 : i === 11 ? 18500 : 0,
    })),
    topSelling: [
      { _id: 'p1', productName: 'Royal Pashmina Shawl', quantitySold: 42 },
      { _id: 'p2', productName: 'Himalayan Grey Silk Blend Stole', quantitySold: 7 },
      { _id: 'p5', productName: 'Wool Muffler', quantitySold: 5 },
    ],
    lowStock: [
      { _id: 'p3', productName: 'Cashmere Poncho', stock: 0 },
      { _id: 'p4', productName: 'Yak Blanket', stock: 3 },
    ],
    ...over,
  };
}

function renderDashboard(route = '/dashboard/admin/dashboard') {
  return renderAdmin(AdminRoutes, route);
}

const cells = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

beforeEach(() => {
  mockCharts.length = 0;
});

describe('admin dashboard', () => {
  it('shows the admin, the five figures, both charts with their tables, and what runs low', async () => {
    const api = mockApi({ 'GET /api/v1/stats': { body: stats() } });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('admin')).toBeInTheDocument();
    expect(screen.getByText('admin@pashmina.test')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Loading the shop's figures...");

    const figure = async (name: string) => (await screen.findByRole('group', { name })).textContent;
    expect(await figure('Total Products')).toContain('24');
    expect(await figure('Orders to deliver')).toContain('3');
    expect(await figure('Delivered Orders')).toContain('5');
    expect(await figure('Total Users')).toContain('1,250');
    expect(await figure('Total Revenues')).toContain('Rs. 1,18,500');
    // Issue 54: the reviews waiting for the owner, a link to them.
    expect(screen.getByRole('link', { name: 'Reviews to check: 2' })).toHaveAttribute(
      'href',
      '/dashboard/admin/reviews?status=pending',
    );
    // Beside Sparrow's alert (GET /text-messages/alert), the figures come from /stats.
    const statsCall = api.calls.find((call) => call.url.pathname === '/api/v1/stats')!;
    expect(statsCall.headers.get('Authorization')).toBe('Bearer t');

    // The revenue line: twelve months by name, the empty ones at 0.
    const line = await screen.findByRole('img', { name: /^Line chart of delivered revenue by month/ });
    expect(line).toHaveAccessibleName(
      'Line chart of delivered revenue by month; the highest is September 2026 with Rs. 1,00,000. The figures follow in a table.',
    );
    const drawnLine = mockCharts.find((c) => c.type === 'line')!;
    expect(drawnLine.canvas).toBe(line);
    expect(drawnLine.labels).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
    expect(drawnLine.data).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 100000, 0, 18500]);
    const revenueTable = screen.getByRole('table', { name: 'Revenue Over Time' });
    const revenueRows = within(revenueTable).getAllByRole('row').slice(1);
    expect(revenueRows).toHaveLength(12);
    expect(cells(revenueRows[0]!)).toEqual(['December 2025', 'Rs. 0']);
    expect(cells(revenueRows[11]!)).toEqual(['November 2026', 'Rs. 18,500']);

    // The best sellers' bars, most sold first, as the server ordered them.
    const bars = screen.getByRole('img', { name: /^Bar chart of units sold by product/ });
    expect(bars).toHaveAccessibleName(
      'Bar chart of units sold by product; the best seller is Royal Pashmina Shawl with 42. The figures follow in a table.',
    );
    const drawnBars = mockCharts.find((c) => c.type === 'bar')!;
    // A long name is cut at a word on the axis (shorter on a narrow canvas, as jsdom's is); the table keeps it whole.
    expect(drawnBars.labels).toEqual(['Royal Pashmina…', 'Himalayan Grey…', 'Wool Muffler']);
    expect(drawnBars.data).toEqual([42, 7, 5]);
    const topTable = screen.getByRole('table', { name: 'Top Selling Products' });
    expect(within(topTable).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['Royal Pashmina Shawl', '42'],
      ['Himalayan Grey Silk Blend Stole', '7'],
      ['Wool Muffler', '5'],
    ]);

    // Low stock: each product links to its update screen.
    const lowStock = screen.getByRole('region', { name: 'Low stock' });
    const items = within(lowStock).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Cashmere PonchoOut of Stock',
      'Yak Blanket3 in stock',
    ]);
    expect(within(items[1]!).getByRole('link', { name: 'Yak Blanket' })).toHaveAttribute(
      'href',
      '/dashboard/admin/manage-product/p4',
    );
  });

  it('is also the index page of the admin area', async () => {
    mockApi({ 'GET /api/v1/stats': { body: stats() } });
    renderDashboard('/dashboard/admin');
    expect(await screen.findByRole('group', { name: 'Total Products' })).toHaveTextContent('24');
  });

  it('says so when nothing has sold or been delivered and nothing runs low, without loading the charts', async () => {
    mockApi({
      'GET /api/v1/stats': {
        body: stats({
          deliveredOrders: 0,
          totalRevenue: 0,
          revenueByMonth: MONTHS.map((month) => ({ month, revenue: 0 })),
          topSelling: [],
          lowStock: [],
        }),
      },
    });
    renderDashboard();
    expect(await screen.findByRole('group', { name: 'Total Revenues' })).toHaveTextContent('Rs. 0');
    const revenue = screen.getByRole('region', { name: 'Revenue Over Time' });
    expect(revenue).toHaveTextContent('No delivered orders in the last 12 months yet.');
    const top = screen.getByRole('region', { name: 'Top Selling Products' });
    expect(top).toHaveTextContent('No best sellers yet: no product has sold 5 units.');
    expect(screen.getByRole('region', { name: 'Low stock' })).toHaveTextContent(
      'Every product has more in stock than its low-stock mark.',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(mockCharts).toEqual([]);
  });

  it('shows an error with Retry when the figures fail, and loads them again', async () => {
    const api = mockApi({
      'GET /api/v1/stats': { status: 500, body: { success: false, message: 'Internal server error' } },
    });
    const { user } = renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    api.use({ 'GET /api/v1/stats': { body: stats() } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Total Products' })).toHaveTextContent('24');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('falls back to a generic message when the connection is lost', async () => {
    mockApi({
      'GET /api/v1/stats': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong while loading. Please try again.',
    );
  });

  it('says when the last backup was taken, or that it failed', async () => {
    const api = mockApi({
      'GET /api/v1/stats': { body: stats() },
      'GET /api/v1/backups/last': {
        body: {
          lastBackup: { file: 'pashmina-backup-x.tar.gz', at: '2026-11-25T18:15:00.000Z' },
          lastFailure: null,
        },
      },
    });
    const { unmount } = renderDashboard();
    expect(
      await screen.findByText(`Last backup: ${formatDateTime('2026-11-25T18:15:00.000Z')}`),
    ).toBeInTheDocument();
    unmount();

    api.use({
      'GET /api/v1/backups/last': {
        body: {
          lastBackup: { file: 'pashmina-backup-x.tar.gz', at: '2026-11-25T18:15:00.000Z' },
          lastFailure: { at: '2026-11-26T18:15:00.000Z', error: 'ENOSPC: no space left on device' },
        },
      },
    });
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Last backup failed at ${formatDateTime('2026-11-26T18:15:00.000Z')}: ENOSPC: no space left on device (the last good one: ${formatDateTime('2026-11-25T18:15:00.000Z')})`,
    );
  });
});
