import { AreaError, PageLoader, formatDateTime } from '@portal/shared';
import { Card, Empty, Space, Table, Typography } from 'antd';
import { useDocumentAccessQuery, type DocumentAccess } from '../api/list-document-access';
import { YourDataCard } from './your-data-card';

/** Who at which company opened the candidate's documents, from the tamper-evident audit trail. */
function DocumentAccessCard() {
  const access = useDocumentAccessQuery();
  if (access.isPending) return <PageLoader />;
  if (access.isError)
    return (
      <AreaError
        title="Could not load who viewed your documents"
        error={access.error}
        onRetry={() => void access.refetch()}
      />
    );
  return (
    <Card title="Who viewed your documents">
      <Typography.Paragraph type="secondary">
        Every time someone at a company opens or downloads your resume, cover letter or
        certificates, it is recorded here.
      </Typography.Paragraph>
      {access.data.length === 0 ? (
        <Empty description="No company has opened your documents yet" />
      ) : (
        <Table<DocumentAccess>
          rowKey="id"
          size="small"
          dataSource={access.data}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: true }}
          columns={[
            { title: 'When', dataIndex: 'occurred_at', key: 'when', render: formatDateTime },
            { title: 'Who', dataIndex: 'viewer_name', key: 'who' },
            { title: 'Company', dataIndex: 'company_name', key: 'company' },
            { title: 'Document', dataIndex: 'document', key: 'document' },
          ]}
        />
      )}
    </Card>
  );
}

export function PrivacyPage() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={2}>Privacy</Typography.Title>
      <DocumentAccessCard />
      <YourDataCard />
    </Space>
  );
}
