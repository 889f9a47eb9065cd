import type { ReactNode } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { choiceParam, listQueryParams, readListQuery, searchParam, useListQuery } from './useListQuery';

const ORDERS = {
  q: searchParam('q', 6),
  status: choiceParam('status', [undefined, 'paid', 'delivered'] as const),
};
const read = (query: string) => readListQuery(new URLSearchParams(query), ORDERS);

describe('a list state in the URL', () => {
  it('reads the search trimmed and cut, a known choice, and the page', () => {
    expect(read('q=%20ab12cd99%20&status=paid&page=3')).toEqual({ q: 'ab12cd', status: 'paid', page: 3 });
  });

  it('reads what it does not expect as empty: an unknown choice is All, a bad page is 1', () => {
    expect(read('status=bogus&page=x')).toEqual({ q: '', status: undefined, page: 1 });
    expect(read('page=0').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
  });

  it("writes the screen's parameters in order, then the page, leaving out the empty ones and page 1", () => {
    expect(listQueryParams({ q: 'b12', status: 'delivered', page: 2 }, ORDERS).toString()).toBe(
      'q=b12&status=delivered&page=2',
    );
    expect(listQueryParams({ q: '', status: undefined, page: 1 }, ORDERS).toString()).toBe('');
  });
});

describe('useListQuery', () => {
  it('keeps a filter chosen after a search box captured `go`: the later search adds to it', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/orders']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useListQuery(ORDERS), location: useLocation() }), {
      wrapper,
    });
    // A search box's pause timer holds the `go` of the render when typing began.
    const [, goWhenTyping] = result.current.list;
    act(() => result.current.list[1]({ status: 'paid' }));
    act(() => goWhenTyping({ q: 'ab12' }, { replace: true }));
    expect(result.current.location.search).toBe('?q=ab12&status=paid');
    expect(result.current.list[0]).toEqual({ q: 'ab12', status: 'paid', page: 1 });
  });

  it('keeps a filter chosen just before, even when the screen has not rendered it yet', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/orders']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useListQuery(ORDERS), location: useLocation() }), {
      wrapper,
    });
    const [, go] = result.current.list;
    // The filter's navigation and the search box's timer in one turn: no render happens between the two.
    act(() => {
      go({ status: 'paid' });
      go({ q: 'ab12' }, { replace: true });
    });
    expect(result.current.location.search).toBe('?q=ab12&status=paid');
  });

  it('does nothing when called after a link on the list was followed: the user is not pulled back', async () => {
    let lateGo: ReturnType<typeof useListQuery<typeof ORDERS>>[1] | undefined;
    function OrdersScreen() {
      const [, go] = useListQuery(ORDERS);
      lateGo = go;
      return <Link to="/orders/o1">Order o1</Link>;
    }
    function Where() {
      return <p>at {useLocation().pathname + useLocation().search}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/orders?status=paid']}>
        <Routes>
          <Route path="/orders" element={<OrdersScreen />} />
          <Route path="/orders/:id" element={<p>Order page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Order o1' }));
    expect(screen.getByText('Order page')).toBeInTheDocument();
    // The search box's pause timer, set before the click, fires now.
    act(() => lateGo?.({ q: 'ab12' }, { replace: true }));
    expect(screen.getByText('at /orders/o1')).toBeInTheDocument();
    expect(screen.getByText('Order page')).toBeInTheDocument();
  });
});
