import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './DataTable';

interface Order {
  id: string;
  buyer: string;
  status: string;
  total: number;
}

const columns: DataTableColumn<Order>[] = [
  { key: 'buyer', header: 'Buyer', render: (o) => o.buyer },
  { key: 'status', header: 'Status', render: (o) => <strong>{o.status}</strong> },
  { key: 'total', header: 'Total', render: (o) => `Rs. ${o.total}`, className: 'numeric' },
];

const orders: Order[] = [
  { id: 'o1', buyer: 'Sita Sharma', status: 'Processing', total: 4500 },
  { id: 'o2', buyer: 'Ram Thapa', status: 'Cancelled', total: 1200 },
];

describe('DataTable', () => {
  it('is a table named by its caption, with a column header per column', () => {
    render(<DataTable caption="All orders" columns={columns} rows={orders} rowKey={(o) => o.id} />);
    const table = screen.getByRole('table', { name: 'All orders' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Buyer', 'Status', 'Total']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    // The caption names the table but is not drawn unless asked.
    expect(screen.getByText('All orders')).toHaveClass('visually-hidden');
  });

  it('draws the caption when captionVisible', () => {
    render(
      <DataTable caption="All orders" captionVisible columns={columns} rows={orders} rowKey={(o) => o.id} />,
    );
    expect(screen.getByText('All orders')).not.toHaveClass('visually-hidden');
  });

  it("renders a row per item, each cell labelled with its column's header for the phone layout", () => {
    render(<DataTable caption="All orders" columns={columns} rows={orders} rowKey={(o) => o.id} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Sita Sharma', 'Processing', 'Rs. 4500']);
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Buyer', 'Status', 'Total']);
    expect(cells[2]).toHaveClass('numeric');
    expect(within(rows[1]!).getByText('Cancelled').tagName).toBe('STRONG');
  });

  it('gives a row the class rowClassName returns for it', () => {
    render(
      <DataTable
        caption="All orders"
        columns={columns}
        rows={orders}
        rowKey={(o) => o.id}
        rowClassName={(o) => (o.status === 'Cancelled' ? 'cancelled' : undefined)}
      />,
    );
    const [, first, second] = within(screen.getByRole('table')).getAllByRole('row');
    expect(first).not.toHaveClass('cancelled');
    expect(second).toHaveClass('cancelled');
  });
});
