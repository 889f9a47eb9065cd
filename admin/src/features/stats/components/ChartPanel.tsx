import { Component, Suspense, useId, type ReactNode } from 'react';
import { EmptyState, Spinner } from '@pashmina/shared-ui';
import { FiguresTable, type FiguresTableProps } from './FiguresTable';
import styles from './StatsPage.module.css';

export const CHART_FAILED_MESSAGE = 'The chart could not be drawn. Here are its figures.';

interface ChartBoundaryProps {
  children: ReactNode;
  fallback: ReactNode;
}

/**
 * chart.js arrives in its own chunk: if that download fails (the admin remote went offline), the page keeps
 * its figures instead of falling to the shell's error page.
 */
class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface ChartPanelProps {
  title: string;
  /** Nothing worth drawing (no rows, or every figure 0). */
  empty: boolean;
  /** Shown instead of the chart when there is nothing to draw; chart.js is then not even loaded. */
  emptyMessage: string;
  table: Omit<FiguresTableProps, 'visible' | 'caption'>;
  /** The lazily loaded chart. */
  chart: ReactNode;
}

/** One chart of the dashboard under its heading, with its figures as a visually hidden table. */
export function ChartPanel({ title, empty, emptyMessage, table, chart }: ChartPanelProps) {
  const headingId = useId();
  let body: ReactNode;
  if (empty) {
    body = <EmptyState compact message={emptyMessage} />;
  } else {
    body = (
      <ChartBoundary
        fallback={
          <>
            <p role="alert">{CHART_FAILED_MESSAGE}</p>
            <FiguresTable caption={title} {...table} visible />
          </>
        }
      >
        <Suspense fallback={<Spinner label="Loading the chart..." />}>{chart}</Suspense>
        <FiguresTable caption={title} {...table} visible={false} />
      </ChartBoundary>
    );
  }
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {body}
    </section>
  );
}
