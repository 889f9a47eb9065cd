import { render, screen, within } from '@testing-library/react';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('is a group named by its label, holding the figure and the hint', () => {
    render(
      <>
        <StatCard label="Total Revenues" value="Rs. 12,500" hint="Delivered orders only" />
        <StatCard label="Total Users" value={42} />
      </>,
    );
    const revenue = screen.getByRole('group', { name: 'Total Revenues' });
    expect(within(revenue).getByText('Rs. 12,500')).toBeInTheDocument();
    expect(within(revenue).getByText('Delivered orders only')).toBeInTheDocument();
    const users = screen.getByRole('group', { name: 'Total Users' });
    expect(users).toHaveTextContent('Total Users42');
  });
});
