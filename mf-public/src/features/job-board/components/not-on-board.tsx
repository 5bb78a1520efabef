import { StatusResult } from '@portal/shared';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A job or careers page that is not (or no longer) on the board, with the way back to its jobs. */
export function NotOnBoard({ title, subTitle }: { title: string; subTitle: string }) {
  const navigate = useNavigate();
  return (
    <StatusResult
      status="404"
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => navigate('/jobs')}>
          Browse open jobs
        </Button>
      }
    />
  );
}
