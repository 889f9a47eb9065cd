import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState, type QueryResult } from './QueryState';

const result = (over: Partial<QueryResult<string[]>>): QueryResult<string[]> => ({
  isError: false,
  isFetching: false,
  refetch: jest.fn(),
  ...over,
});

const show = (query: QueryResult<string[]>) =>
  render(
    <QueryState
      query={query}
      loading="Loading names..."
      isEmpty={(names) => names.length === 0}
      empty="No names."
      notFound={<p>Gone.</p>}
    >
      {(names) => <p>{names.join(', ')}</p>}
    </QueryState>,
  );

describe('QueryState', () => {
  it('shows the spinner until the response is in, then the response or the empty message', () => {
    const { rerender } = show(result({ isFetching: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading names...');
    rerender(
      <QueryState query={result({ currentData: ['Sita', 'Hari'] })}>
        {(names) => names.join(', ')}
      </QueryState>,
    );
    expect(screen.getByText('Sita, Hari')).toBeInTheDocument();
    rerender(
      <QueryState
        query={result({ currentData: [] })}
        isEmpty={(names) => names.length === 0}
        empty="No names."
      >
        {(names) => names.join(', ')}
      </QueryState>,
    );
    expect(screen.getByText('No names.')).toBeInTheDocument();
  });

  it("shows the server's message with Retry, or notFound for a 404", async () => {
    const refetch = jest.fn();
    const { unmount } = show(
      result({ isError: true, error: { status: 500, data: { message: 'Database is down' } }, refetch }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Database is down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();

    show(result({ isError: true, error: { status: 404, data: { message: 'x' } } }));
    expect(screen.getByText('Gone.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
