import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { formatPrice } from '@/lib/money';

interface SalesChartProps {
  /** What the chart says in words, for those who do not see it: the table below it has every figure. */
  label: string;
  /** One bar per row, in order: its name on the axis and its figures. */
  rows: { label: string; values: Record<string, number> }[];
  /** The figures drawn, each with the name its legend and tooltip give it. */
  series: { key: string; label: string; color: string }[];
  /** Whether the figures are money (written as the shop writes amounts) or counts. */
  money?: boolean;
}

/** The report's figures as bars, where a person would rather look than read; the table below says them all. */
export function SalesChart({ label, rows, series, money = false }: SalesChartProps) {
  return (
    <div role="img" aria-label={label}>
      <BarChart
        h={220}
        mb="sm"
        data={rows.map((row) => ({ period: row.label, ...row.values }))}
        dataKey="period"
        series={series.map(({ key, label: name, color }) => ({ name: key, label: name, color }))}
        withLegend={series.length > 1}
        valueFormatter={money ? formatPrice : (value) => String(value)}
        tickLine="y"
        gridAxis="y"
        maxBarWidth={36}
      />
    </div>
  );
}
