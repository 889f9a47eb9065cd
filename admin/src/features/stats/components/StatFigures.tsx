import type { AdminStats } from '@pashmina/contracts';
import { Link } from 'react-router-dom';
import { formatRupees, SHELL_ROUTES } from '@pashmina/shared-ui';
import { StatCard } from '@pashmina/shared-ui/panels';
import styles from './StatsPage.module.css';

const count = new Intl.NumberFormat('en-IN');

/** The dashboard's cards: the spec's five in its order, and the reviews to check. */
export function StatFigures({ stats }: { stats: AdminStats }) {
  return (
    <div className={styles.cards}>
      <StatCard label="Total Products" value={count.format(stats.totalProducts)} />
      <StatCard
        label="Orders to deliver"
        value={count.format(stats.ordersToDeliver)}
        hint="Paid or cash on delivery"
      />
      <StatCard label="Delivered Orders" value={count.format(stats.deliveredOrders)} />
      <StatCard label="Total Users" value={count.format(stats.totalUsers)} />
      {/* Issue 54: the reviews waiting for the owner, linked to the screen that answers them. */}
      <StatCard
        label="Reviews to check"
        value={
          <Link
            to={`${SHELL_ROUTES.adminReviews}?status=pending`}
            aria-label={`Reviews to check: ${count.format(stats.reviewsToCheck)}`}
          >
            {count.format(stats.reviewsToCheck)}
          </Link>
        }
      />
      <StatCard
        label="Total Revenues"
        value={formatRupees(stats.totalRevenue)}
        hint="Delivered orders"
        className={styles.revenue}
      />
    </div>
  );
}
