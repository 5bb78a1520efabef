import { BarChart, type ChartRow, type ChartSeries } from './bar-chart';
import { ReportSection, type ReportSectionProps } from './report-section';

export interface BarChartSectionProps<Row> extends Omit<ReportSectionProps<Row>, 'chart'> {
  series: readonly ChartSeries[];
  /** A row's bar label and one value per series. */
  bar: (row: Row) => ChartRow;
  /** Printed after each value ("days"). */
  unit?: string;
  /** How many rows the chart draws; the table and the CSV keep them all. */
  chartLimit?: number;
}

/** A report whose chart is a bar chart of its own rows, under the same title. */
export function BarChartSection<Row>({
  series,
  bar,
  unit,
  chartLimit,
  ...section
}: BarChartSectionProps<Row>) {
  return (
    <ReportSection
      {...section}
      chart={
        <BarChart
          title={section.title}
          unit={unit}
          series={series}
          rows={section.rows.slice(0, chartLimit).map(bar)}
        />
      }
    />
  );
}
