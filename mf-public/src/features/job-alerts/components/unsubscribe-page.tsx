import { PageLoader, StatusResult, messageOf, paths, useAnnounce } from '@portal/shared';
import { Button, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTurnOffJobAlertMutation } from '../api/turn-off-job-alert';

/** /job-alerts/unsubscribe?token=...: the job-alert e-mail's link; opening it turns the alert off. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const turnOff = useTurnOffJobAlertMutation();
  const announce = useAnnounce();
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit, even when development mode runs effects twice.
    if (sent.current) return;
    sent.current = true;
    turnOff.mutate(
      { token },
      {
        onSuccess: ({ name }) => announce(`Job alert turned off for "${name}".`),
        onError: (error) => announce(messageOf(error)),
      },
    );
  }, [token, turnOff, announce]);

  const links = (
    <Space wrap>
      <Button type="primary" onClick={() => navigate(paths.candidate.saved)}>
        Manage saved searches
      </Button>
      <Button onClick={() => navigate('/jobs')}>Browse jobs</Button>
    </Space>
  );

  if (turnOff.isSuccess) {
    return (
      <StatusResult
        status="success"
        title="Job alert turned off"
        subTitle={`You will no longer get daily e-mails for your saved search "${turnOff.data.name}". The search itself is still saved.`}
        extra={links}
      />
    );
  }
  if (turnOff.isError) {
    return (
      <StatusResult
        status="warning"
        title="Job alert not changed"
        subTitle={messageOf(turnOff.error)}
        extra={links}
      />
    );
  }
  return <PageLoader />;
}
