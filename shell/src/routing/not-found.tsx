import { StatusResult } from '@portal/shared';
import { Button } from 'antd';
import { Link } from 'react-router-dom';

export function NotFound() {
  return (
    <StatusResult
      status="404"
      title="404"
      subTitle="Page not found"
      extra={
        <Link to="/">
          <Button type="primary">Back to Home</Button>
        </Link>
      }
    />
  );
}
