import type { ReactNode } from 'react';
import {
  DEFAULT_ERROR_MESSAGE,
  EmptyState,
  errorMessage,
  errorStatus,
  ErrorState,
  Spinner,
} from '@pashmina/shared-ui';

/** What QueryState reads of an RTK Query hook's result. */
export interface QueryResult<Data> {
  currentData?: Data;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<Data> {
  query: QueryResult<Data>;
  /** The spinner's text. Default 'Loading...'. */
  loading?: string;
  /** With `empty`: when the response has nothing to show. */
  isEmpty?: (data: Data) => boolean;
  /** The message when `isEmpty`. */
  empty?: ReactNode;
  /** Shown instead of the error (and its Retry) when the server responds with 404. */
  notFound?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * One query's screen states: a failure with Retry (or `notFound`), the spinner until this query's response
 * is in, the empty message, else `children` with the response.
 */
export function QueryState<Data>({
  query,
  loading = 'Loading...',
  isEmpty,
  empty,
  notFound,
  children,
}: QueryStateProps<Data>) {
  const { currentData, error, isError, isFetching, refetch } = query;
  if (isError && !isFetching) {
    if (notFound !== undefined && errorStatus(error) === 404) return <>{notFound}</>;
    return <ErrorState message={errorMessage(error, DEFAULT_ERROR_MESSAGE)} onRetry={() => void refetch()} />;
  }
  if (currentData === undefined) return <Spinner label={loading} />;
  if (isEmpty?.(currentData)) return <EmptyState message={empty} />;
  return <>{children(currentData)}</>;
}
