import { lazy } from 'react';
import { BEST_SELLER_THRESHOLD, STATS_REVENUE_MONTHS, type AdminStats } from '@pashmina/contracts';
import { formatRupees, selectSessionUser, useAppSelector } from '@pashmina/shared-ui';
import { monthName, PanelPage, QueryState, StatCard } from '@pashmina/shared-ui/panels';
import { SmsAlertBanner } from '../../../components/shipping';
import { useGetLastBackupQuery } from '../api/backupsApi';
import { usePermission } from '../../../hooks/usePermission';
import { useGetStatsQuery, useGetStockStatsQuery } from '../api/statsApi';
import { ChartPanel } from './ChartPanel';
import { LastBackupLine } from './LastBackupLine';
import { LowStockList } from './LowStockList';
import { StatFigures } from './StatFigures';
import styles from './StatsPage.module.css';

export const STATS_TITLE = 'Dashboard';
export const REVENUE_TITLE = 'Revenue Over Time';
export const TOP_SELLING_TITLE = 'Top Selling Products';
export const NO_REVENUE_MESSAGE = `No delivered orders in the last ${STATS_REVENUE_MONTHS} months yet.`;
export const NO_BEST_SELLERS_MESSAGE = `No best sellers yet: no product has sold ${BEST_SELLER_THRESHOLD} units.`;

// One chunk for both charts (and chart.js), fetched only when a chart has something to draw.
const loadCharts = () => import(/* webpackChunkName: "sales-charts" */ './SalesCharts');
const RevenueChart = lazy(() => loadCharts().then((m) => ({ default: m.RevenueChart })));
const TopSellingChart = lazy(() => loadCharts().then((m) => ({ default: m.TopSellingChart })));

const units = new Intl.NumberFormat('en-IN');

function RevenuePanel({ months }: { months: AdminStats['revenueByMonth'] }) {
  const peak = months.reduce<AdminStats['revenueByMonth'][number] | undefined>(
    (best, m) => (!best || m.revenue > best.revenue ? m : best),
    undefined,
  );
  const label =
    `Line chart of delivered revenue by month` +
    (peak ? `; the highest is ${monthName(peak.month)} with ${formatRupees(peak.revenue)}` : '') +
    '. The figures follow in a table.';
  return (
    <ChartPanel
      title={REVENUE_TITLE}
      empty={!months.some((m) => m.revenue > 0)}
      emptyMessage={NO_REVENUE_MESSAGE}
      table={{
        columns: ['Month', 'Revenue'],
        rows: months.map((m) => [monthName(m.month), formatRupees(m.revenue)]),
      }}
      chart={<RevenueChart months={months} label={label} />}
    />
  );
}

function TopSellingPanel({ products }: { products: AdminStats['topSelling'] }) {
  const top = products[0];
  const label =
    `Bar chart of units sold by product` +
    (top ? `; the best seller is ${top.productName} with ${units.format(top.quantitySold)}` : '') +
    '. The figures follow in a table.';
  return (
    <ChartPanel
      title={TOP_SELLING_TITLE}
      empty={products.length === 0}
      emptyMessage={NO_BEST_SELLERS_MESSAGE}
      table={{
        columns: ['Product', 'Units sold'],
        rows: products.map((p) => [p.productName, units.format(p.quantitySold)]),
      }}
      chart={<TopSellingChart products={products} label={label} />}
    />
  );
}

/** The staff's dashboard (docs/rules.md, Roles): the orders to deliver and the stock running out, no money. */
function StaffDashboard() {
  const stats = useGetStockStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <div aria-busy={stats.isFetching} className={styles.body}>
      <QueryState query={{ ...stats, currentData: stats.data }} loading="Loading the orders and stock...">
        {(data) => (
          <>
            <div className={styles.cards}>
              <StatCard
                label="Orders to deliver"
                value={units.format(data.ordersToDeliver)}
                hint="Paid or cash on delivery"
              />
            </div>
            <LowStockList products={data.lowStock} />
          </>
        )}
      </QueryState>
    </div>
  );
}

/** The owner's figures: the last backup, the shop's figures, the two charts and the products running out. */
function OwnerDashboard() {
  // Orders arrive from shoppers at any time: every visit asks again, showing the last figures meanwhile.
  const stats = useGetStatsQuery(undefined, { refetchOnMountOrArgChange: true });
  const backup = useGetLastBackupQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <>
      <SmsAlertBanner />
      <LastBackupLine backup={backup.currentData} />
      <div aria-busy={stats.isFetching} className={styles.body}>
        <QueryState query={{ ...stats, currentData: stats.data }} loading="Loading the shop's figures...">
          {(data) => (
            <>
              <StatFigures stats={data} />
              <div className={styles.charts}>
                <RevenuePanel months={data.revenueByMonth} />
                <TopSellingPanel products={data.topSelling} />
              </div>
              <LowStockList products={data.lowStock} />
            </>
          )}
        </QueryState>
      </div>
    </>
  );
}

/** The dashboard: who is signed in, then the owner's figures, or the staff's orders and stock. */
export function StatsPage() {
  const user = useAppSelector(selectSessionUser);
  const owner = usePermission('statistics');
  return (
    <PanelPage title={STATS_TITLE}>
      {user && (
        <dl className={styles.who}>
          <dt>{owner ? 'Admin name' : 'Name'}</dt>
          <dd>{user.name}</dd>
          <dt>{owner ? 'Admin email' : 'Email'}</dt>
          <dd>{user.email}</dd>
        </dl>
      )}
      {owner ? <OwnerDashboard /> : <StaffDashboard />}
    </PanelPage>
  );
}
