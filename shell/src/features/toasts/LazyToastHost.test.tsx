import { act, render, screen } from '@testing-library/react';
import { toast } from '@pashmina/shared-ui';
import { LazyToastHost } from './LazyToastHost';

afterEach(() => toast.clear());

describe('the toast host loaded on the first toast', () => {
  it('renders nothing until a toast is shown, then shows it and the ones after it', async () => {
    render(<LazyToastHost />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    act(() => {
      toast.success('First notice');
    });
    expect(await screen.findByRole('status')).toHaveTextContent('First notice');

    act(() => toast.clear());
    act(() => {
      toast.error('Second notice');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Second notice');
  });

  it('shows a toast raised before it mounted', async () => {
    toast.info('Raised early');
    render(<LazyToastHost />);
    expect(await screen.findByRole('status')).toHaveTextContent('Raised early');
  });
});
