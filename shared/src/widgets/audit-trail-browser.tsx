import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AUDIT_ACTION_LABELS,
  auditEntriesCsv,
  auditTrailColumns,
  type AuditEntry,
} from '../format/audit';
import { downloadFile } from '../format/download-file';
import { messageOf } from '../format/message-of';
import { useToast } from '../ui/use-toast';
import {
  AUDIT_PAGE_SIZE,
  auditEntryKeys,
  listAllAuditEntries,
  recordAuditTrailExport,
  useAuditEntriesQuery,
} from './audit-entries';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({
  value,
  label,
}));
const PLATFORM_COLUMNS = auditTrailColumns(true);
const COMPANY_COLUMNS = auditTrailColumns(false);

export interface AuditTrailBrowserProps {
  /** A company's own trail: fixed to that company, without a company column or filter. */
  companyId?: string;
  /** Platform view: every chain, with a company filter offering these companies. */
  companyOptions?: { value: string; label: string }[];
}

/** Audit entries filtered and paged on the server, with the filtered set's CSV export. */
export function AuditTrailBrowser({
  companyId: fixedCompanyId,
  companyOptions,
}: AuditTrailBrowserProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const platform = fixedCompanyId === undefined;
  const [chosenCompanyId, setChosenCompanyId] = useState<string>();
  const [action, setAction] = useState<string>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const filters = {
    companyId: fixedCompanyId ?? chosenCompanyId,
    action,
    from: range?.[0]?.startOf('day').toISOString(),
    to: range?.[1]?.add(1, 'day').startOf('day').toISOString(),
  };
  const entries = useAuditEntriesQuery({ ...filters, page });

  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await listAllAuditEntries(filters);
      // The file is given out once the export is on record; the table then shows that entry.
      await recordAuditTrailExport(filters, all.length);
      void queryClient.invalidateQueries({ queryKey: auditEntryKeys.all });
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
        {platform && (
          <Select
            aria-label="Company"
            placeholder="All companies"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 220 }}
            value={chosenCompanyId}
            onChange={filtered(setChosenCompanyId)}
            options={companyOptions ?? []}
          />
        )}
        <Select
          aria-label="Action"
          placeholder="All actions"
          allowClear
          style={{ minWidth: 220 }}
          value={action}
          onChange={filtered(setAction)}
          options={ACTION_OPTIONS}
        />
        <DatePicker.RangePicker aria-label="Dates" value={range} onChange={filtered(setRange)} />
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
          columns={platform ? PLATFORM_COLUMNS : COMPANY_COLUMNS}
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
    </>
  );
}
