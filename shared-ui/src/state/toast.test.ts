import { ADMIN_TOAST_AUTO_CLOSE_MS } from '@pashmina/contracts';
import { getToasts, toast } from './toast';

beforeEach(() => {
  jest.useFakeTimers();
  toast.clear();
});
afterEach(() => jest.useRealTimers());

describe('toast bus', () => {
  it('closes after 5000 ms by default', () => {
    toast.success('Saved');
    expect(getToasts()).toEqual([
      expect.objectContaining({ kind: 'success', message: 'Saved', autoClose: 5000 }),
    ]);
    jest.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('takes a shorter time for admin screens and can be dismissed', () => {
    toast.error('Nope', { autoClose: ADMIN_TOAST_AUTO_CLOSE_MS });
    const id = toast.success('Other');
    jest.advanceTimersByTime(2000);
    expect(getToasts().map((t) => t.message)).toEqual(['Other']);
    toast.dismiss(id);
    expect(getToasts()).toHaveLength(0);
  });
});
