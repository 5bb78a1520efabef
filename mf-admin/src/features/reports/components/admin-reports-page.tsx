import { formatDate, tierLabel } from '@portal/shared';
import {
  BarChart,
  lastDays,
  ReportBody,
  ReportRangeForm,
  ReportSection,
  type ReportColumn,
  type ReportRange,
} from '@portal/shared/charts';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import {
  useAdminReportQuery,
  type AdminReport,
  type AdminReportWeek,
} from '../api/get-admin-report';

type Metric = Exclude<keyof AdminReportWeek, 'week'>;

interface WeeklyReport {
  title: string;
  description: string;
  file: string;
  metrics: readonly { key: Metric; label: string }[];
}

const WEEKLY: readonly WeeklyReport[] = [
  {
    title: 'Sign-ups per week',
    description: 'New candidate and company accounts.',
    file: 'sign-ups',
    metrics: [
      { key: 'candidate_signups', label: 'Candidates' },
      { key: 'company_signups', label: 'Company accounts' },
    ],
  },
  {
    title: 'Companies registered and approved per week',
    description: 'Companies that completed their registration, and companies approved.',
    file: 'companies',
    metrics: [
      { key: 'companies_registered', label: 'Registered' },
      { key: 'companies_approved', label: 'Approved' },
    ],
  },
  {
    title: 'Jobs and applications per week',
    description: 'Jobs created and applications submitted on the platform.',
    file: 'jobs-and-applications',
    metrics: [
      { key: 'jobs_posted', label: 'Jobs posted' },
      { key: 'applications', label: 'Applications' },
    ],
  },
];

const weekLabel = (week: string) => `Week of ${formatDate(week)}`;

type TierRow = AdminReport['tiers'][number];
const TIER_COLUMNS: readonly ReportColumn<TierRow>[] = [
  { title: 'Tier', value: (r) => tierLabel(r.tier) },
  { title: 'Companies', value: (r) => r.companies, numeric: true },
];

function AdminReportSections({ report, suffix }: { report: AdminReport; suffix: string }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {WEEKLY.map((w) => (
        <ReportSection<AdminReportWeek>
          key={w.file}
          title={w.title}
          description={w.description}
          fileName={`${w.file}-${suffix}`}
          columns={[
            { title: 'Week starting', value: (r) => r.week },
            ...w.metrics.map((m) => ({
              title: m.label,
              value: (r: AdminReportWeek) => r[m.key],
              numeric: true,
            })),
          ]}
          rows={report.weeks}
          chart={
            <BarChart
              title={w.title}
              series={w.metrics}
              rows={report.weeks.map((r) => ({
                label: weekLabel(r.week),
                values: w.metrics.map((m) => r[m.key]),
              }))}
            />
          }
        />
      ))}
      <ReportSection
        title="Companies by subscription tier"
        description="Every company's current tier, whatever the range."
        fileName="tiers"
        columns={TIER_COLUMNS}
        rows={report.tiers}
        chart={
          <BarChart
            title="Companies by subscription tier"
            series={[{ key: 'companies', label: 'Companies' }]}
            rows={report.tiers.map((t) => ({ label: tierLabel(t.tier), values: [t.companies] }))}
          />
        }
      />
    </div>
  );
}

/** Platform figures for administrators: sign-ups, companies, jobs and applications per week, tiers. */
export function AdminReportsPage() {
  const [range, setRange] = useState<ReportRange>(() => lastDays(84));
  const report = useAdminReportQuery({ range });
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2}>Reports</Typography.Title>
        <Typography.Paragraph type="secondary">
          Weeks start on Monday; days are counted in UTC.
        </Typography.Paragraph>
        <ReportRangeForm value={range} onChange={setRange} />
      </div>
      <ReportBody report={report}>
        {(data) => <AdminReportSections report={data} suffix={`${range.from}-to-${range.to}`} />}
      </ReportBody>
    </Space>
  );
}
