import { render, screen, within } from '@testing-library/react';
import { ChartPanel } from './ChartPanel';

function ChunkThatFailed(): never {
  throw new Error('Loading chunk sales-charts failed.');
}

const table = {
  columns: ['Month', 'Revenue'] as [string, string],
  rows: [['November 2026', 'Rs. 18,500']] as [string, string][],
};

describe('ChartPanel', () => {
  it('shows the figures as a table when the chart cannot be loaded', () => {
    // React reports the caught error on the console; the panel's fallback is what matters here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChartPanel
        title="Revenue Over Time"
        empty={false}
        emptyMessage="No delivered orders yet."
        table={table}
        chart={<ChunkThatFailed />}
      />,
    );
    quiet.mockRestore();
    const panel = screen.getByRole('region', { name: 'Revenue Over Time' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'The chart could not be drawn. Here are its figures.',
    );
    const figures = within(panel).getByRole('table', { name: 'Revenue Over Time' });
    expect(figures).not.toHaveClass('visually-hidden');
    expect(figures).toHaveTextContent('November 2026Rs. 18,500');
  });
});
