import type { AdminStats } from '@pashmina/contracts';
import { formatRupees } from '@pashmina/shared-ui';
import { StatCard } from '@pashmina/shared-ui/panels';
import styles from './StatsPage.module.css';

const count = new Intl.NumberFormat('en-IN');

/** The dashboard's five cards, in the spec's order. */
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
      <StatCard
        label="Total Revenues"
        value={formatRupees(stats.totalRevenue)}
        hint="Delivered orders"
        className={styles.revenue}
      />
    </div>
  );
}
