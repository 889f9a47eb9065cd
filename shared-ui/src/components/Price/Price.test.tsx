import { render, screen } from '@testing-library/react';
import { Price } from './Price';

describe('Price', () => {
  it('computes the sale price when the API did not send one', () => {
    render(<Price price={2500} discount={10} />);
    expect(screen.getByText('Rs. 2,250')).toBeInTheDocument();
    expect(screen.getByText('Rs. 2,500').closest('s')).not.toBeNull();
    expect(screen.getByText('-10%')).toBeInTheDocument();
  });

  it('writes paisa with two digits, whole rupees without', () => {
    render(<Price price={1500.5} discount={0} />);
    expect(screen.getByText('Rs. 1,500.50')).toBeInTheDocument();
  });
});
