import { AreaError, formatDate, namedTable } from '@portal/shared';
import { Empty, Table, Typography, type TableColumnType } from 'antd';
import {
  recruiterName,
  useVendorRecruitersQuery,
  type VendorRecruiter,
} from '../api/list-vendor-recruiters';
import { SectionCard } from '../../../components/section-card';

const PERSON_COLUMNS: TableColumnType<VendorRecruiter>[] = [
  { key: 'name', title: 'Name', render: (_, r) => recruiterName(r) },
  { key: 'email', title: 'Email', render: (_, r) => r.email ?? '—' },
];

/** One list of the vendor's recruiters: who they are, and since when they joined or were invited. */
function RecruiterTable({
  label,
  loading,
  rows,
  emptyText,
  since,
}: {
  label: string;
  loading: boolean;
  rows: VendorRecruiter[];
  emptyText: string;
  since: TableColumnType<VendorRecruiter>;
}) {
  return (
    <Table<VendorRecruiter>
      size="small"
      rowKey="id"
      scroll={{ x: true }}
      pagination={false}
      components={namedTable(label)}
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: <Empty description={emptyText} /> }}
      columns={[...PERSON_COLUMNS, since]}
    />
  );
}

/** The vendor's recruiters: those who joined, and apart from them those still invited. */
export function VendorRecruitersPanel({ vendorId }: { vendorId: string }) {
  const recruiters = useVendorRecruitersQuery(vendorId);
  const all = recruiters.data ?? [];
  const joined = all.filter((r) => r.joined_at !== null);
  const invited = all.filter((r) => r.joined_at === null);
  return (
    <SectionCard title="Recruiters">
      {recruiters.error ? (
        <AreaError
          title="Failed to fetch vendor recruiters"
          error={recruiters.error}
          onRetry={() => void recruiters.refetch()}
        />
      ) : (
        <>
          <Typography.Title level={4} style={{ marginTop: 0, fontSize: 16 }}>
            Joined ({joined.length})
          </Typography.Title>
          <RecruiterTable
            label="Joined recruiters"
            loading={recruiters.isPending}
            rows={joined}
            emptyText="No recruiter has joined yet"
            since={{ key: 'joined', title: 'Joined', render: (_, r) => formatDate(r.joined_at) }}
          />
          <Typography.Title level={4} style={{ fontSize: 16 }}>
            Invited ({invited.length})
          </Typography.Title>
          <Typography.Paragraph type="secondary">
            Invited recruiters can be assigned jobs once they accept their invitation.
          </Typography.Paragraph>
          <RecruiterTable
            label="Invited recruiters"
            loading={recruiters.isPending}
            rows={invited}
            emptyText="No pending invitations"
            since={{
              key: 'invited',
              title: 'Invited',
              render: (_, r) => formatDate(r.created_at),
            }}
          />
        </>
      )}
    </SectionCard>
  );
}
