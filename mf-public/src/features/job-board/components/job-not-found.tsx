import { StatusResult } from '@portal/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

export function JobNotFound() {
  const navigate = useNavigate();
  return (
    <StatusResult
      status="404"
      title="Job Not Found"
      subTitle="This job does not exist or is no longer open."
      extra={
        <Button type="primary" onClick={() => navigate('/jobs')}>
          Browse open jobs
        </Button>
      }
    />
  );
}
