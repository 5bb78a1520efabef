import { APPLICATION_ACTIONS, applicationStatusLabel } from '@portal/shared';
import { Alert, Button, Card, Space } from 'antd';
import { useState } from 'react';
import { MoveDialog, type MoveRequest } from './move-dialog';

/** Move buttons of one application; each move is confirmed (Reject asks for a reason). */
export function StageActions({ applicationId, status, name }: { applicationId: string; status: string; name: string }) {
  const [request, setRequest] = useState<MoveRequest | null>(null);
  if (status === 'withdrawn')
    return (
      <Card title="Actions">
        <Alert type="info" showIcon message="The candidate withdrew this application." />
      </Card>
    );
  return (
    <Card title="Actions">
      <Space wrap>
        {APPLICATION_ACTIONS.map((to) => (
          <Button
            key={to}
            danger={to === 'rejected'}
            type={to === status ? 'primary' : 'default'}
            disabled={to === status}
            onClick={() => setRequest({ toStatus: to, moves: [{ applicationId, expectedStatus: status, name }] })}
          >
            {to === 'rejected' ? 'Reject' : `Move to ${applicationStatusLabel(to, 'company')}`}
          </Button>
        ))}
      </Space>
      <MoveDialog request={request} onClose={() => setRequest(null)} />
    </Card>
  );
}
