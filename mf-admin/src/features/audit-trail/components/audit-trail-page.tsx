import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useAnnounce } from '@portal/shared';
import { AuditTrailBrowser } from '@portal/shared/widgets';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useCompanyOptionsQuery } from '../api/list-company-options';
import { useVerifyAuditTrailMutation, type AuditVerification } from '../api/verify-audit-trail';

function verificationMessage(result: AuditVerification): string {
  if (result.ok) {
    return `Audit trail intact: ${result.checked} entries in ${result.chains} chains verified.`;
  }
  const b = result.first_broken!;
  const where = b.id === null ? `entry #${b.seq} of chain ${b.chain}` : `entry ${b.id} (chain ${b.chain}, #${b.seq})`;
  return `Audit trail broken at ${where}: ${b.reason}.`;
}

/** Every entry of the trail, filtered and paged on the server, its export and its chain check. */
export function AuditTrailPage() {
  const announce = useAnnounce();
  const companies = useCompanyOptionsQuery();
  const verify = useVerifyAuditTrailMutation();
  const runCheck = () =>
    verify.mutate(undefined, { onSuccess: (result) => announce(verificationMessage(result)) });

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2}>Audit Trail</Typography.Title>
      <Card
        title="Chain check"
        extra={
          <Button icon={<SafetyCertificateOutlined />} loading={verify.isPending} onClick={runCheck}>
            Verify Audit Trail
          </Button>
        }
      >
        {verify.data ? (
          <Alert
            type={verify.data.ok ? 'success' : 'error'}
            showIcon
            title={verificationMessage(verify.data)}
          />
        ) : (
          <Typography.Text type="secondary">
            Recomputes the hash of every entry in every chain and names the first entry that was
            changed, removed or reordered.
          </Typography.Text>
        )}
      </Card>
      <Card>
        <AuditTrailBrowser
          companyOptions={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Card>
    </Space>
  );
}
