import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { theme } from 'antd';
import { useId } from 'react';

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartRow {
  label: string;
  /** One value per series, in the series' order. */
  values: readonly number[];
}

export interface BarChartProps {
  /** Names the picture for assistive technology, with every value read out. */
  title: string;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** Printed after each value ("days"). */
  unit?: string;
}

const WIDTH = 480;
const LABEL_WIDTH = 150;
const VALUE_WIDTH = 64;
const BAR_HEIGHT = 16;
const ROW_GAP = 12;

const clip = (text: string) => (text.length > 22 ? `${text.slice(0, 21)}…` : text);

/** Horizontal bars, grouped per row when there are several series; drawn as SVG. */
export function BarChart({ title, series, rows, unit }: BarChartProps) {
  const { token } = theme.useToken();
  const titleId = useId();
  const colours = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorError];
  const rowHeight = series.length * BAR_HEIGHT + ROW_GAP;
  const height = Math.max(rows.length, 1) * rowHeight;
  const max = Math.max(1, ...rows.flatMap((row) => row.values));
  const y = scaleBand<string>({
    domain: rows.map((_, index) => String(index)),
    range: [0, height],
  });
  const x = scaleLinear<number>({
    domain: [0, max],
    range: [0, WIDTH - LABEL_WIDTH - VALUE_WIDTH],
  });
  const format = (value: number) => `${value.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
  const summary = rows
    .map(
      (row) =>
        `${row.label}: ${row.values.map((v, i) => (series.length > 1 ? `${series[i]?.label} ${format(v)}` : format(v))).join(', ')}`,
    )
    .join('; ');

  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <title id={titleId}>{`${title}. ${summary || 'No data'}`}</title>
        {rows.map((row, index) => (
          <Group key={`${row.label}-${index}`} top={(y(String(index)) ?? 0) + ROW_GAP / 2}>
            <text
              x={LABEL_WIDTH - 8}
              y={(series.length * BAR_HEIGHT) / 2}
              textAnchor="end"
              dominantBaseline="middle"
              fontSize={12}
              fill={token.colorText}
            >
              {clip(row.label)}
            </text>
            {row.values.map((value, i) => (
              <Group key={series[i]?.key ?? i} top={i * BAR_HEIGHT}>
                <Bar
                  x={LABEL_WIDTH}
                  y={1}
                  width={Math.max(x(value), value > 0 ? 2 : 0)}
                  height={BAR_HEIGHT - 2}
                  fill={colours[i % colours.length]}
                  rx={2}
                />
                <text
                  x={LABEL_WIDTH + Math.max(x(value), 0) + 6}
                  y={BAR_HEIGHT / 2}
                  dominantBaseline="middle"
                  fontSize={11}
                  fill={token.colorTextSecondary}
                >
                  {format(value)}
                </text>
              </Group>
            ))}
          </Group>
        ))}
      </svg>
      {series.length > 1 && (
        <figcaption
          style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 12, marginTop: 4 }}
        >
          {series.map((s, i) => (
            <span key={s.key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <span
                aria-hidden="true"
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 2,
                  background: colours[i % colours.length],
                }}
              />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
