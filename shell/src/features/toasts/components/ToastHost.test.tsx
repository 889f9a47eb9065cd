import { act, render, screen } from '@testing-library/react';
import { toast } from '@pashmina/shared-ui';
import { ToastHost } from './ToastHost';

beforeEach(() => {
  jest.useFakeTimers();
  toast.clear();
});
afterEach(() => jest.useRealTimers());

describe('ToastHost', () => {
  it('shows success as a status and errors as an alert, and closes them in time', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Logged out successfully', { autoClose: 2000 });
      toast.error('This item is already in your cart.');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Logged out successfully');
    expect(screen.getByRole('alert')).toHaveTextContent('This item is already in your cart.');

    act(() => jest.advanceTimersByTime(2000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can be dismissed', () => {
    render(<ToastHost />);
    act(() => {
      toast.success('Saved');
    });
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
