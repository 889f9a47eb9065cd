import { render, screen, within } from '@testing-library/react';
import { ProductGridSkeleton } from './ProductGridSkeleton';

describe('ProductGridSkeleton', () => {
  it('announces loading once and holds room for as many cards as asked, hidden from assistive technology', () => {
    render(<ProductGridSkeleton count={9} label="Loading products..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading products...');
    expect(within(status).queryAllByRole('listitem')).toHaveLength(0);
    expect(within(status).getAllByRole('listitem', { hidden: true })).toHaveLength(9);
  });
});
