import { DownloadOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useId, type ReactNode } from 'react';
import { toCsv } from '../format/csv';
import { downloadFile } from '../format/download-file';
import { VISUALLY_HIDDEN } from '../ui/visually-hidden';

export interface ReportColumn<Row> {
  title: string;
  value: (row: Row) => string | number | null;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

/** The report's figures as CSV: the table's header and one line per row, as the table shows them. */
export function reportCsv<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
): string {
  return toCsv(
    columns.map((c) => c.title),
    rows.map((row) => columns.map((c) => c.value(row))),
  );
}

export interface ReportSectionProps<Row> {
  title: string;
  description?: ReactNode;
  /** The chart; its figures are also in the table beside it. */
  chart: ReactNode;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  /** The CSV file's name without extension. */
  fileName: string;
  emptyText?: string;
}

/** One report: a heading, a chart with its figures in a table beside it, and a CSV download. */
export function ReportSection<Row>({
  title,
  description,
  chart,
  columns,
  rows,
  fileName,
  emptyText = 'No data in this range',
}: ReportSectionProps<Row>) {
  const { token } = theme.useToken();
  const headingId = useId();
  const cell: React.CSSProperties = {
    padding: '4px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'left',
  };
  return (
    <section
      aria-labelledby={headingId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
        background: token.colorBgContainer,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <h3 id={headingId} style={{ margin: 0, fontSize: 16, color: token.colorText }}>
          {title}
        </h3>
        <Button
          size="small"
          icon={<DownloadOutlined />}
          aria-label={`Download CSV: ${title}`}
          onClick={() =>
            downloadFile(
              `${fileName}.csv`,
              new Blob([reportCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }),
            )
          }
        >
          Download CSV
        </Button>
      </div>
      {description && (
        <p style={{ margin: '4px 0 12px', color: token.colorTextSecondary }}>{description}</p>
      )}
      {rows.length === 0 ? (
        <p style={{ color: token.colorTextSecondary }}>{emptyText}</p>
      ) : (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
          <div style={{ flex: '1 1 320px', minWidth: 0 }}>{chart}</div>
          <div style={{ flex: '1 1 280px', minWidth: 0, overflowX: 'auto' }}>
            <table
              style={{
                borderCollapse: 'collapse',
                width: '100%',
                fontSize: 13,
                color: token.colorText,
              }}
            >
              <caption style={VISUALLY_HIDDEN}>{title}</caption>
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th
                      key={c.title}
                      scope="col"
                      style={{ ...cell, textAlign: c.numeric ? 'right' : 'left' }}
                    >
                      {c.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    {columns.map((c, i) =>
                      i === 0 ? (
                        <th key={c.title} scope="row" style={{ ...cell, fontWeight: 'normal' }}>
                          {c.value(row) ?? '—'}
                        </th>
                      ) : (
                        <td
                          key={c.title}
                          style={{ ...cell, textAlign: c.numeric ? 'right' : 'left' }}
                        >
                          {c.value(row) ?? '—'}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
