import { AreaError } from '@portal/shared';
import { theme } from 'antd';
import { DetailList, Panel } from '../../../components/light-blocks';
import { LightTable } from '../../../components/light-table';
import {
  useVendorPerformanceQuery,
  type PerformanceFigures,
  type VendorPerformance,
} from '../api/get-vendor-performance';

/** Days with one decimal, or a dash when no job was timed. */
export function formatDays(days: number | null): string {
  if (days === null) return '—';
  return `${days.toFixed(1)} ${days === 1 ? 'day' : 'days'}`;
}

type RecruiterFigures = VendorPerformance['recruiters'][number];

/** Submissions, how far they got, and how soon after a job's release the vendor submitted. */
export function VendorPerformancePanel({ vendorId }: { vendorId: string }) {
  const { token } = theme.useToken();
  const performance = useVendorPerformanceQuery({ vendorId });
  const figures: PerformanceFigures | undefined = performance.data?.vendors[0];
  return (
    <Panel title="Performance">
      {performance.error ? (
        <AreaError
          title="Failed to load vendor performance"
          error={performance.error}
          onRetry={() => void performance.refetch()}
        />
      ) : (
        <>
          <DetailList
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
          <p
            style={{
              color: token.colorTextSecondary,
              margin: `${token.marginXS}px 0 ${token.marginMD}px`,
            }}
          >
            From each job&apos;s release to the vendor (its tier&apos;s release time) to the first
            candidate submitted to it, over {figures?.timed_jobs ?? 0} job(s); all time.
          </p>
          <LightTable<RecruiterFigures>
            label="Performance by recruiter"
            size="small"
            rowKey={(r) => r.recruiter_id}
            loading={performance.isPending}
            rows={performance.data?.recruiters ?? []}
            emptyText="No submissions yet"
            columns={[
              {
                key: 'name',
                title: 'Recruiter',
                render: (r) =>
                  `${r.first_name} ${r.last_name}`.trim() + (r.role === 'admin' ? ' (admin)' : ''),
              },
              { key: 'submissions', title: 'Submissions', render: (r) => r.submissions },
              { key: 'interviews', title: 'Interviews', render: (r) => r.interviews },
              { key: 'offers', title: 'Offers', render: (r) => r.offers },
              { key: 'hires', title: 'Hires', render: (r) => r.hires },
              {
                key: 'first',
                title: 'Median Time to First Submission',
                render: (r) => formatDays(r.median_days),
              },
            ]}
          />
        </>
      )}
    </Panel>
  );
}
