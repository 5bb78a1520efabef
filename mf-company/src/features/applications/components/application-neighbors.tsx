import { paths } from '@portal/shared';
import { Button, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usePipelineNeighborsQuery } from '../api/get-pipeline-neighbors';
import { useBoardFilters } from '../hooks/use-board-filters';

/** Previous and next within the job's board under the filter the board had (kept in the address). */
export function ApplicationNeighbors({ applicationId }: { applicationId: string }) {
  const navigate = useNavigate();
  const { filters, query } = useBoardFilters();
  const neighbors = usePipelineNeighborsQuery(applicationId, filters);
  const data = neighbors.data;
  if (!data) return null;
  const go = (id: string) => navigate(`${paths.company.application(id)}${query ? `?${query}` : ''}`);
  return (
    <nav aria-label="Applications of this job">
      <Space wrap>
        <Button disabled={!data.previous_id} onClick={() => data.previous_id && go(data.previous_id)}>
          Previous
        </Button>
        {data.position && (
          <Typography.Text type="secondary">
            {data.position} of {data.total}
          </Typography.Text>
        )}
        <Button disabled={!data.next_id} onClick={() => data.next_id && go(data.next_id)}>
          Next
        </Button>
        <Button type="link" onClick={() => navigate(`${paths.company.pipeline(data.job_id)}${query ? `?${query}` : ''}`)}>
          Back to Pipeline
        </Button>
      </Space>
    </nav>
  );
}
