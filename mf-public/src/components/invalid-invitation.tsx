import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** The 'Invalid Invitation' state shared by every invitation link. */
export function InvalidInvitation({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title="Invalid Invitation"
      subTitle={message}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          Return to Home
        </Button>
      }
    />
  );
}
