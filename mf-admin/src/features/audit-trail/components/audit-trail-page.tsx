import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import {
  AUDIT_ACTION_LABELS,
  auditEntriesCsv,
  auditTrailColumns,
  downloadFile,
  useAnnounce,
  useToast,
  type AuditEntry,
} from '@portal/shared';
import { Alert, Button, Card, DatePicker, Flex, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import {
  AUDIT_PAGE_SIZE,
  listAllAuditEntries,
  useAuditEntriesQuery,
} from '../api/list-audit-entries';
import { useCompanyOptionsQuery } from '../api/list-company-options';
import { useVerifyAuditTrailMutation, type AuditVerification } from '../api/verify-audit-trail';

const COLUMNS = auditTrailColumns(true);

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
  const toast = useToast();
  const announce = useAnnounce();
  const [companyId, setCompanyId] = useState<string>();
  const [action, setAction] = useState<string>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filters = {
    companyId,
    action,
    from: range?.[0]?.startOf('day').toISOString(),
    to: range?.[1]?.add(1, 'day').startOf('day').toISOString(),
  };
  const entries = useAuditEntriesQuery({ ...filters, page });
  const companies = useCompanyOptionsQuery();
  const verify = useVerifyAuditTrailMutation();

  const filtered = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const runCheck = () =>
    verify.mutate(undefined, { onSuccess: (result) => announce(verificationMessage(result)) });
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await listAllAuditEntries(filters);
      downloadFile(
        `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`,
        new Blob([auditEntriesCsv(all)], { type: 'text/csv;charset=utf-8' }),
      );
      toast.success(`Exported ${all.length} entries`);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : 'Export failed');
    } finally {
      setExporting(false);
    }
  };

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
        <Flex wrap gap="middle" style={{ marginBottom: 16 }}>
          <Select
            aria-label="Company"
            placeholder="All companies"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 220 }}
            value={companyId}
            onChange={filtered(setCompanyId)}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <Select
            aria-label="Action"
            placeholder="All actions"
            allowClear
            style={{ minWidth: 220 }}
            value={action}
            onChange={filtered(setAction)}
            options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
          />
          <DatePicker.RangePicker
            aria-label="Dates"
            value={range}
            onChange={filtered(setRange)}
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
              pageSize: AUDIT_PAGE_SIZE,
              total: entries.data?.total ?? 0,
              showSizeChanger: false,
              onChange: setPage,
              showTotal: (n) => `${n} entries`,
            }}
            locale={{ emptyText: 'No entries match these filters' }}
          />
        )}
      </Card>
    </Space>
  );
}
