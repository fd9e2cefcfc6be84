import { BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import type { OrderStats } from '@grocery/shared-api';
import { formatMoney } from '@grocery/shared-ui';
import { shortDay } from './sales-format';

// Only the pieces a bar chart with tooltips draws with: chart.js tree-shakes the rest.
Chart.register(BarElement, CategoryScale, LinearScale, Tooltip);

export interface RevenueChartProps {
  days: OrderStats['dailyRevenue'];
  /** The chart's summary for screen readers; the table beside it has every figure. */
  label: string;
}

/** Daily revenue as bars; its own chunk, so chart.js loads only with the dashboard's figures. */
export default function RevenueChart({ days, label }: RevenueChartProps) {
  const brand =
    getComputedStyle(document.documentElement).getPropertyValue('--gs-color-primary').trim() ||
    '#15803d';
  return (
    <div className="ap-chart">
      <Bar
        role="img"
        aria-label={label}
        data={{
          labels: days.map((day) => shortDay(day.date)),
          datasets: [
            { label: 'Revenue', data: days.map((day) => day.revenue), backgroundColor: brand },
          ],
        }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          scales: {
            x: { ticks: { autoSkip: true, maxRotation: 0, autoSkipPadding: 8 } },
            y: { beginAtZero: true, ticks: { callback: (value) => formatMoney(Number(value)) } },
          },
          plugins: {
            tooltip: { callbacks: { label: (item) => formatMoney(item.parsed.y) } },
          },
        }}
      />
    </div>
  );
}
