import { paths } from '@portal/shared';
import {
  BarChartSection,
  FunnelSection,
  lastDays,
  ReportBody,
  ReportRangeForm,
  type ReportColumn,
  type ReportRange,
} from '@portal/shared/charts';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useVendorReportQuery, type VendorReport } from '../api/get-vendor-report';

type JobRow = VendorReport['jobs'][number];
const JOB_COLUMNS: readonly ReportColumn<JobRow>[] = [
  { title: 'Job', value: (r) => r.title },
  { title: 'Company', value: (r) => r.company_name },
  { title: 'Released to you', value: (r) => (r.released_at ? r.released_at.slice(0, 10) : null) },
  { title: 'Submissions', value: (r) => r.submissions, numeric: true },
  { title: 'Hires', value: (r) => r.hires, numeric: true },
  { title: 'Median days to submit', value: (r) => r.median_days, numeric: true },
  { title: '90th percentile days', value: (r) => r.p90_days, numeric: true },
];

function releaseSummary({ count, median_days, p90_days }: VendorReport['release_to_submission']) {
  if (count === 0) return 'No submission to a job released to you in this range.';
  return `Across ${count} submissions: median ${median_days} days, 90th percentile ${p90_days} days after the job was released to you.`;
}

/** The vendor's report: its submissions' funnel and the days from a job's release to each submission. */
export function VendorReportsPage() {
  const [range, setRange] = useState<ReportRange>(() => lastDays(90));
  const report = useVendorReportQuery({ range });
  const suffix = `${range.from}-to-${range.to}`;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>Reports</Typography.Title>
        <Typography.Paragraph type="secondary">
          Your vendor&apos;s submissions by the day they were submitted (UTC).{' '}
          <Link to={paths.vendor.dashboard}>Back to the dashboard</Link>
        </Typography.Paragraph>
        <ReportRangeForm value={range} onChange={setRange} />
      </div>
      <ReportBody report={report} style={{ display: 'grid', gap: 16 }}>
        {(data) => (
          <>
            <FunnelSection
              title="Submissions funnel"
              description="Your submissions, counted at every stage up to the furthest each reached."
              steps={data.funnel}
              fileName={`submissions-funnel-${suffix}`}
            />
            <BarChartSection
              title="Time from release to submission"
              description={releaseSummary(data.release_to_submission)}
              fileName={`release-to-submission-${suffix}`}
              columns={JOB_COLUMNS}
              rows={data.jobs}
              unit="days"
              series={[
                { key: 'median', label: 'Median' },
                { key: 'p90', label: '90th percentile' },
              ]}
              bar={(j) => ({ label: j.title, values: [j.median_days ?? 0, j.p90_days ?? 0] })}
            />
          </>
        )}
      </ReportBody>
    </Space>
  );
}
