import {
  BarChartSection,
  FunnelSection,
  stageLabel,
  type ReportColumn,
} from '@portal/shared/charts';
import type { CompanyReport } from '../api/get-company-report';

const SOURCE_LABELS = { candidate: 'Direct', company: 'Company-managed' } as const;

type SourceRow = CompanyReport['sources'][number];
type VendorRow = CompanyReport['vendors'][number];
type JobRow = CompanyReport['jobs'][number];
type ActivityRow = CompanyReport['activity'][number];
interface TimeRow {
  label: string;
  count: number;
  median: number | null;
  p90: number | null;
}

export const sourceLabel = (row: SourceRow) =>
  row.source === 'vendor' ? (row.vendor_name ?? 'Vendor') : SOURCE_LABELS[row.source];

const TIME_COLUMNS: readonly ReportColumn<TimeRow>[] = [
  { title: 'Stage', value: (r) => r.label },
  { title: 'Applications', value: (r) => r.count, numeric: true },
  { title: 'Median days', value: (r) => r.median, numeric: true },
  { title: '90th percentile days', value: (r) => r.p90, numeric: true },
];
const SOURCE_COLUMNS: readonly ReportColumn<SourceRow>[] = [
  { title: 'Source', value: sourceLabel },
  { title: 'Applicants', value: (r) => r.applicants, numeric: true },
  { title: 'Hires', value: (r) => r.hires, numeric: true },
];
const VENDOR_COLUMNS: readonly ReportColumn<VendorRow>[] = [
  { title: 'Vendor', value: (r) => r.vendor_name ?? 'Vendor' },
  { title: 'Submissions', value: (r) => r.submissions, numeric: true },
  { title: 'Interviews', value: (r) => r.interviews, numeric: true },
  { title: 'Offers', value: (r) => r.offers, numeric: true },
  { title: 'Hires', value: (r) => r.hires, numeric: true },
  { title: 'Median days to hire', value: (r) => r.median_days, numeric: true },
];
const JOB_COLUMNS: readonly ReportColumn<JobRow>[] = [
  { title: 'Job', value: (r) => r.title },
  { title: 'Applied', value: (r) => r.applied, numeric: true },
  { title: 'Under Review', value: (r) => r.reviewing, numeric: true },
  { title: 'Interview', value: (r) => r.interview, numeric: true },
  { title: 'Offered', value: (r) => r.offered, numeric: true },
  { title: 'Hired', value: (r) => r.hired, numeric: true },
];
const ACTIVITY_COLUMNS: readonly ReportColumn<ActivityRow>[] = [
  { title: 'Team member', value: (r) => r.name },
  { title: 'Stage moves', value: (r) => r.moves, numeric: true },
  { title: 'Moved forward', value: (r) => r.advanced, numeric: true },
  { title: 'Not selected', value: (r) => r.rejected, numeric: true },
  { title: 'Hired', value: (r) => r.hired, numeric: true },
];

/** Every report of the company workspace, each a chart with its table and CSV. */
export function CompanyReportSections({
  report,
  fileSuffix,
}: {
  report: CompanyReport;
  fileSuffix: string;
}) {
  const times: TimeRow[] = [
    ...report.stage_times.map((t) => ({
      label: stageLabel(t.stage),
      count: t.count,
      median: t.median_days,
      p90: t.p90_days,
    })),
    {
      label: 'Time to hire',
      count: report.time_to_hire.count,
      median: report.time_to_hire.median_days,
      p90: report.time_to_hire.p90_days,
    },
  ];
  const timed = times.filter((t) => t.count > 0);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <FunnelSection
        steps={report.funnel}
        fileName={`funnel-${fileSuffix}`}
        description="Applications applied in the range, counted at every stage up to the furthest each reached."
      />
      <BarChartSection
        title="Time in each stage and to hire"
        description="Days an application spent in a stage before it moved on, and from applying to the hire."
        fileName={`stage-times-${fileSuffix}`}
        columns={TIME_COLUMNS}
        rows={timed}
        emptyText="No application has left a stage yet in this range"
        unit="days"
        series={[
          { key: 'median', label: 'Median' },
          { key: 'p90', label: '90th percentile' },
        ]}
        bar={(t) => ({ label: t.label, values: [t.median ?? 0, t.p90 ?? 0] })}
      />
      <BarChartSection
        title="Sources of applicants and hires"
        description="Where applications came from: candidates applying directly, your own candidates and each vendor."
        fileName={`sources-${fileSuffix}`}
        columns={SOURCE_COLUMNS}
        rows={report.sources}
        series={[
          { key: 'applicants', label: 'Applicants' },
          { key: 'hires', label: 'Hires' },
        ]}
        bar={(s) => ({ label: sourceLabel(s), values: [s.applicants, s.hires] })}
      />
      <BarChartSection
        title="Vendor performance"
        description="How far each vendor's submissions got and how fast they were hired."
        fileName={`vendors-${fileSuffix}`}
        columns={VENDOR_COLUMNS}
        rows={report.vendors}
        emptyText="No vendor submitted candidates in this range"
        series={[
          { key: 'submissions', label: 'Submissions' },
          { key: 'interviews', label: 'Interviews' },
          { key: 'hires', label: 'Hires' },
        ]}
        bar={(v) => ({
          label: v.vendor_name ?? 'Vendor',
          values: [v.submissions, v.interviews, v.hires],
        })}
      />
      <BarChartSection
        title="Funnel by job"
        description="The 50 jobs with the most applications in the range (the chart shows the first ten)."
        fileName={`jobs-${fileSuffix}`}
        columns={JOB_COLUMNS}
        rows={report.jobs}
        series={[
          { key: 'applied', label: 'Applied' },
          { key: 'hired', label: 'Hired' },
        ]}
        bar={(j) => ({ label: j.title, values: [j.applied, j.hired] })}
        chartLimit={10}
      />
      <BarChartSection
        title="Recruiter activity"
        description="Stage moves each team member made in the range."
        fileName={`activity-${fileSuffix}`}
        columns={ACTIVITY_COLUMNS}
        rows={report.activity}
        emptyText="Nobody moved an application in this range"
        series={[
          { key: 'moves', label: 'Stage moves' },
          { key: 'hired', label: 'Hired' },
        ]}
        bar={(a) => ({ label: a.name, values: [a.moves, a.hired] })}
      />
    </div>
  );
}
