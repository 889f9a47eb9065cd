import { render, screen } from '@testing-library/react';
import { StockStatus } from './StockStatus';

// identity-obj-proxy maps each CSS Module class to its own name, so the tone class is visible here.
describe('StockStatus', () => {
  it("shows 'Out of Stock' at 0", () => {
    render(<StockStatus stock={0} />);
    const el = screen.getByText('Out of Stock');
    expect(el).toHaveClass('out');
    expect(el).toHaveAttribute('data-tone', 'out');
  });

  it('shows low stock (under 5) in red', () => {
    render(<StockStatus stock={4} />);
    const el = screen.getByText('4 in stock');
    expect(el).toHaveClass('low');
    expect(el).not.toHaveClass('ok');
  });

  it('shows 5 or more in green', () => {
    render(<StockStatus stock={5} />);
    const el = screen.getByText('5 in stock');
    expect(el).toHaveClass('ok');
    expect(el).toHaveAttribute('data-tone', 'ok');
  });
});
