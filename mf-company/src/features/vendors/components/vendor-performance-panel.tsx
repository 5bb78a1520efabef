import { AreaError, namedTable } from '@portal/shared';
import { Descriptions, Empty, Table, Typography } from 'antd';
import {
  useVendorPerformanceQuery,
  type PerformanceFigures,
  type VendorPerformance,
} from '../api/get-vendor-performance';
import { SectionCard } from '../../../components/section-card';

/** Days with one decimal, or a dash when no job was timed. */
export function formatDays(days: number | null): string {
  if (days === null) return '—';
  return `${days.toFixed(1)} ${days === 1 ? 'day' : 'days'}`;
}

type RecruiterFigures = VendorPerformance['recruiters'][number];

/** Submissions, how far they got, and how soon after a job's release the vendor submitted. */
export function VendorPerformancePanel({ vendorId }: { vendorId: string }) {
  const performance = useVendorPerformanceQuery({ vendorId });
  const figures: PerformanceFigures | undefined = performance.data?.vendors[0];
  return (
    <SectionCard title="Performance">
      {performance.error ? (
        <AreaError
          title="Failed to load vendor performance"
          error={performance.error}
          onRetry={() => void performance.refetch()}
        />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'submissions', label: 'Submissions', children: figures?.submissions ?? '…' },
              { key: 'interviews', label: 'Interviews', children: figures?.interviews ?? '…' },
              { key: 'offers', label: 'Offers', children: figures?.offers ?? '…' },
              { key: 'hires', label: 'Hires', children: figures?.hires ?? '…' },
              {
                key: 'first',
                label: 'Median Time to First Submission',
                children: figures ? formatDays(figures.median_days) : '…',
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            From each job&apos;s release to the vendor (its tier&apos;s release time) to the first
            candidate submitted to it, over {figures?.timed_jobs ?? 0} job(s); all time.
          </Typography.Paragraph>
          <Table<RecruiterFigures>
            size="small"
            rowKey="recruiter_id"
            scroll={{ x: true }}
            pagination={false}
            components={namedTable('Performance by recruiter')}
            loading={performance.isPending}
            dataSource={performance.data?.recruiters ?? []}
            locale={{ emptyText: <Empty description="No submissions yet" /> }}
            columns={[
              {
                key: 'name',
                title: 'Recruiter',
                render: (_, r) =>
                  `${r.first_name} ${r.last_name}`.trim() + (r.role === 'admin' ? ' (admin)' : ''),
              },
              { key: 'submissions', title: 'Submissions', dataIndex: 'submissions' },
              { key: 'interviews', title: 'Interviews', dataIndex: 'interviews' },
              { key: 'offers', title: 'Offers', dataIndex: 'offers' },
              { key: 'hires', title: 'Hires', dataIndex: 'hires' },
              {
                key: 'first',
                title: 'Median Time to First Submission',
                render: (_, r) => formatDays(r.median_days),
              },
            ]}
          />
        </>
      )}
    </SectionCard>
  );
}
