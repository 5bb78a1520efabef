import { AreaError, PageLoader, paths, useAuthStore } from '@portal/shared';
import { Card, Flex, Select, Typography } from 'antd';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLastPageGuard } from '../../../lib/use-last-page-guard';
import { usePageParam } from '../../../lib/use-page-param';
import { usePotentialJobsQuery } from '../api/get-potential-jobs';
import { JobsList } from './jobs-card';

const PAGE_SIZE = 10;
const MIN_MATCH_OPTIONS = [
  { value: 0, label: 'Any match' },
  ...[50, 60, 70, 80, 90].map((n) => ({ value: n, label: `${n}% or more` })),
];

/** The minimum match kept in `?min=`, so a reload or a shared link keeps the filter. */
function useMinMatchParam(): [number, (min: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('min'));
  const min = MIN_MATCH_OPTIONS.some((o) => o.value === parsed) ? parsed : 0;
  const setMin = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next === 0) updated.delete('min');
        else updated.set('min', String(next));
        return updated;
      }),
    [setParams],
  );
  return [min, setMin];
}

/** Every open job the candidate has not applied to, best match first, a page at a time. */
export function JobsPage() {
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const [page, setPage] = usePageParam();
  const [minMatch, setMinMatch] = useMinMatchParam();
  const jobs = usePotentialJobsQuery({ userId, page, pageSize: PAGE_SIZE, minMatch }, !!userId);
  useLastPageGuard(jobs.data?.total, { page, pageSize: PAGE_SIZE, onPageChange: setPage });
  if (jobs.error) {
    return (
      <AreaError
        title="Failed to fetch jobs"
        error={jobs.error}
        onRetry={() => void jobs.refetch()}
      />
    );
  }
  if (!jobs.data) return <PageLoader label="Loading jobs..." />;
  return (
    <>
      <Typography.Title level={2}>Jobs You Can Apply For</Typography.Title>
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
          <Typography.Text type="secondary">
            Best matches first, from your skills and{' '}
            <Link to={paths.candidate.preferences}>job preferences</Link>.
          </Typography.Text>
          <Flex align="center" gap={8}>
            <label htmlFor="min-match">Minimum match</label>
            <Select
              id="min-match"
              value={minMatch}
              options={MIN_MATCH_OPTIONS}
              onChange={setMinMatch}
              style={{ minWidth: 150 }}
            />
          </Flex>
        </Flex>
        <JobsList
          jobs={jobs.data.jobs}
          candidateId={jobs.data.candidateId}
          scores={jobs.data.scores}
          loading={jobs.isPlaceholderData}
          emptyText={
            minMatch > 0
              ? `No open jobs match ${minMatch}% or more. Try a lower minimum.`
              : undefined
          }
          paging={{ page, pageSize: PAGE_SIZE, total: jobs.data.total, onChange: setPage }}
        />
      </Card>
    </>
  );
}
