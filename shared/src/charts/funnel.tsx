import { BarChart } from './bar-chart';
import { ReportSection, type ReportColumn } from './report-section';

export interface FunnelStep {
  stage: string;
  count: number;
}

export const FUNNEL_STAGE_LABELS: Record<string, string> = {
  applied: 'Applied',
  reviewing: 'Under Review',
  interview: 'Interview',
  offered: 'Offered',
  hired: 'Hired',
};

export const stageLabel = (stage: string) => FUNNEL_STAGE_LABELS[stage] ?? stage;

export interface FunnelRow {
  stage: string;
  count: number;
  /** Share of the applications that reached this stage, in per cent. */
  ofApplied: number | null;
  /** Applications that did not go on from the stage before, and their share of it. */
  dropped: number | null;
  droppedPercent: number | null;
}

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** Each stage with its share of applications and the drop-off from the stage before. */
export function funnelRows(steps: readonly FunnelStep[]): FunnelRow[] {
  const applied = steps[0]?.count ?? 0;
  return steps.map((step, index) => {
    const previous = index > 0 ? steps[index - 1].count : null;
    return {
      stage: stageLabel(step.stage),
      count: step.count,
      ofApplied: percent(step.count, applied),
      dropped: previous === null ? null : previous - step.count,
      droppedPercent: previous === null ? null : percent(previous - step.count, previous),
    };
  });
}

const FUNNEL_COLUMNS: readonly ReportColumn<FunnelRow>[] = [
  { title: 'Stage', value: (r) => r.stage },
  { title: 'Applications', value: (r) => r.count, numeric: true },
  { title: '% of applied', value: (r) => r.ofApplied, numeric: true },
  { title: 'Drop-off', value: (r) => r.dropped, numeric: true },
  { title: 'Drop-off %', value: (r) => r.droppedPercent, numeric: true },
];

/** The funnel: how many applications reached each stage, with the drop-off between stages. */
export function FunnelSection({
  title = 'Funnel',
  description,
  steps,
  fileName,
}: {
  title?: string;
  description?: string;
  steps: readonly FunnelStep[];
  fileName: string;
}) {
  const rows = funnelRows(steps);
  return (
    <ReportSection
      title={title}
      description={description}
      fileName={fileName}
      columns={FUNNEL_COLUMNS}
      rows={rows}
      chart={
        <BarChart
          title={title}
          series={[{ key: 'count', label: 'Applications' }]}
          rows={rows.map((r) => ({ label: r.stage, values: [r.count] }))}
        />
      }
    />
  );
}
