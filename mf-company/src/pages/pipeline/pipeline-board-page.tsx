import { AreaError, PageLoader, paths, useAuthStore } from '@portal/shared';
import { FunctionCallError } from '@portal/shared/supabase';
import { Button, Flex, Result, Space, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { BoardFiltersBar } from '../../features/applications/components/board-filters-bar';
import { ExportApplicantsButton } from '../../features/applications/components/export-applicants-button';
import { PipelineBoard } from '../../features/applications/components/pipeline-board';
import { useBoardFilters } from '../../features/applications/hooks/use-board-filters';
import { useJobQuery } from '../../features/jobs/api/get-job';

function JobNotFound() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="Job Not Found"
      subTitle="This job does not exist or you do not have access to it."
      extra={<Button onClick={() => navigate(paths.company.dashboard)}>Back to Dashboard</Button>}
    />
  );
}

function Board({ jobId, userId }: { jobId: string; userId: string }) {
  const navigate = useNavigate();
  const job = useJobQuery({ userId, jobId });
  const { filters, setFilters, query } = useBoardFilters();

  if (job.isPending) return <PageLoader />;
  if (job.error instanceof FunctionCallError && (job.error.status === 404 || job.error.status === 400))
    return <JobNotFound />;
  if (job.error || !job.data)
    return <AreaError title="Failed to load job details" error={job.error} onRetry={() => void job.refetch()} />;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Pipeline: {job.data.title}
        </Typography.Title>
        <Space wrap>
          <ExportApplicantsButton jobId={jobId} jobTitle={job.data.title} />
          <Button onClick={() => navigate(paths.company.manageJob(jobId))}>Back to Manage Job</Button>
        </Space>
      </Flex>
      <BoardFiltersBar key={query} value={filters} onChange={setFilters} />
      <PipelineBoard jobId={jobId} filters={filters} detailQuery={query} />
    </Space>
  );
}

/** /company/manage-job/{id}/pipeline: the job's pipeline board. */
export function PipelineBoardPage() {
  const { id = '' } = useParams();
  const userId = useAuthStore((s) => s.user?.id ?? '');
  if (!z.uuid().safeParse(id).success) return <JobNotFound />;
  if (!userId) return <PageLoader />;
  return <Board jobId={id} userId={userId} />;
}
