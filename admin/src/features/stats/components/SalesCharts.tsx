// The dashboard's two charts, and the only module that imports chart.js: StatsPage loads it with
// import(), so chart.js arrives in its own chunks on this screen only. Only the pieces these two charts
// draw are registered, which lets webpack leave the rest of chart.js out.
import { useEffect, useMemo, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { RevenueMonth, TopSellingProduct } from '@pashmina/contracts';
import { formatRupees } from '@pashmina/shared-ui';
import { shortMonthName } from '@pashmina/shared-ui/panels';
import styles from './SalesCharts.module.css';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  Filler,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  Tooltip,
);

/** A canvas cannot read CSS custom properties, so the shop's tokens are looked up once per chart. */
function token(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

type Config = (canvas: HTMLCanvasElement) => ChartConfiguration;

/**
 * chart.js gives the label axis at most half the canvas and lets a longer label run off its edge: cut the
 * name at a word instead, shorter on a phone (the tooltip and the table keep it whole).
 */
function axisLabel(name: string, max: number): string {
  if (name.length <= max) return name;
  const cut = name.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A chart.js chart on a canvas that reads as one image named `label`; redrawn when `config` changes. */
function ChartCanvas({ label, config, height }: { label: string; config: Config; height: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const chart = new Chart(canvas, config(canvas));
    return () => chart.destroy();
  }, [config]);
  return (
    <div className={styles.canvasBox} style={{ height }}>
      <canvas ref={canvasRef} role="img" aria-label={label} />
    </div>
  );
}

/** Delivered revenue of the last months, oldest first, as a line. */
export function RevenueChart({ months, label }: { months: RevenueMonth[]; label: string }) {
  const config = useMemo<Config>(
    () => (canvas) => {
      const accent = token(canvas, '--color-accent', '#6b1f2a');
      return {
        type: 'line',
        data: {
          labels: months.map((m) => shortMonthName(m.month)),
          datasets: [
            {
              label: 'Revenue',
              data: months.map((m) => m.revenue),
              borderColor: accent,
              backgroundColor: token(canvas, '--color-accent-light', '#f3e6e5'),
              pointBackgroundColor: accent,
              fill: 'origin',
              // Smooth, but never above or below the figures (a plain curve overshoots below Rs. 0).
              cubicInterpolationMode: 'monotone',
            },
          ],
        },
        options: {
          maintainAspectRatio: false,
          animation: prefersReducedMotion() ? false : undefined,
          scales: {
            y: { beginAtZero: true, ticks: { callback: (value) => formatRupees(Number(value)) } },
          },
          plugins: {
            tooltip: { callbacks: { label: (item) => formatRupees(Number(item.parsed.y)) } },
          },
        },
      };
    },
    [months],
  );
  return <ChartCanvas label={label} config={config} height={280} />;
}

/** Units sold of the best sellers, most first, as horizontal bars: long product names stay readable on a phone. */
export function TopSellingChart({ products, label }: { products: TopSellingProduct[]; label: string }) {
  const config = useMemo<Config>(
    () => (canvas) => ({
      type: 'bar',
      data: {
        labels: products.map((p) => axisLabel(p.productName, canvas.clientWidth < 480 ? 16 : 24)),
        datasets: [
          {
            label: 'Units sold',
            data: products.map((p) => p.quantitySold),
            backgroundColor: token(canvas, '--color-accent', '#6b1f2a'),
            borderRadius: 3,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: prefersReducedMotion() ? false : undefined,
        scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
        plugins: {
          tooltip: { callbacks: { title: (items) => products[items[0]?.dataIndex ?? 0]?.productName ?? '' } },
        },
      },
    }),
    [products],
  );
  return <ChartCanvas label={label} config={config} height={Math.max(160, 48 + products.length * 36)} />;
}
