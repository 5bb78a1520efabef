import { DownloadOutlined } from '@ant-design/icons';
import {
  AUDIT_ACTION_LABELS,
  PageLoader,
  auditEntriesCsv,
  auditTrailColumns,
  downloadFile,
  messageOf,
  paths,
  useToast,
  type AuditEntry,
} from '@portal/shared';
import { Alert, Button, Card, Flex, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import {
  COMPANY_AUDIT_PAGE_SIZE,
  listAllCompanyAuditEntries,
  useCompanyAuditEntriesQuery,
} from '../api/list-company-audit-entries';

const COLUMNS = auditTrailColumns(false);

function CompanyAuditTrail({ companyId }: { companyId: string }) {
  const toast = useToast();
  const [action, setAction] = useState<string>();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const entries = useCompanyAuditEntriesQuery({ companyId, action, page });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await listAllCompanyAuditEntries({ companyId, action });
      downloadFile(
        `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`,
        new Blob([auditEntriesCsv(all)], { type: 'text/csv;charset=utf-8' }),
      );
      toast.success(`Exported ${all.length} entries`);
    } catch (err) {
      toast.error(messageOf(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Flex wrap gap="middle" style={{ marginBottom: 16 }}>
        <Select
          aria-label="Action"
          placeholder="All actions"
          allowClear
          style={{ minWidth: 220 }}
          value={action}
          onChange={(value?: string) => {
            setAction(value);
            setPage(1);
          }}
          options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCsv}>
          Export CSV
        </Button>
      </Flex>
      {entries.isError ? (
        <Alert type="error" showIcon title={entries.error.message} />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          columns={COLUMNS}
          dataSource={entries.data?.entries ?? []}
          loading={entries.isFetching}
          scroll={{ x: true }}
          pagination={{
            current: page,
            pageSize: COMPANY_AUDIT_PAGE_SIZE,
            total: entries.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
            showTotal: (n) => `${n} entries`,
          }}
          locale={{ emptyText: 'No entries match this filter' }}
        />
      )}
    </>
  );
}

/** The company's own audit trail: sign-ins, staff changes, stage changes, documents opened. */
export function CompanyAuditTrailPage() {
  const workspace = useCompanyWorkspace();
  if (workspace.loading) return <PageLoader />;
  if (workspace.membership?.role !== 'COMPANY_ADMIN' || !workspace.membership.companyId) {
    return <Navigate to={paths.company.dashboard} replace />;
  }
  return (
    <Card>
      <Typography.Title level={2}>Audit Trail</Typography.Title>
      <Typography.Paragraph type="secondary">
        Who did what in your company&apos;s workspace, and when. Entries cannot be changed or
        deleted.
      </Typography.Paragraph>
      <CompanyAuditTrail companyId={workspace.membership.companyId} />
    </Card>
  );
}
