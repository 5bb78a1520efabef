import { AreaError, formatDate } from '@portal/shared';
import { theme } from 'antd';
import { Panel } from '../../../components/light-blocks';
import { LightTable, type LightColumn } from '../../../components/light-table';
import {
  recruiterName,
  useVendorRecruitersQuery,
  type VendorRecruiter,
} from '../api/list-vendor-recruiters';

const PERSON_COLUMNS: LightColumn<VendorRecruiter>[] = [
  { key: 'name', title: 'Name', render: recruiterName },
  { key: 'email', title: 'Email', render: (r) => r.email ?? '—' },
];

/** One list of the vendor's recruiters: who they are, and since when they joined or were invited. */
function RecruiterTable({
  since,
  ...table
}: {
  label: string;
  loading: boolean;
  rows: VendorRecruiter[];
  emptyText: string;
  since: LightColumn<VendorRecruiter>;
}) {
  return (
    <LightTable<VendorRecruiter>
      {...table}
      size="small"
      rowKey={(r) => r.id}
      columns={[...PERSON_COLUMNS, since]}
    />
  );
}

/** The vendor's recruiters: those who joined, and apart from them those still invited. */
export function VendorRecruitersPanel({ vendorId }: { vendorId: string }) {
  const { token } = theme.useToken();
  const recruiters = useVendorRecruitersQuery(vendorId);
  const all = recruiters.data ?? [];
  const joined = all.filter((r) => r.joined_at !== null);
  const invited = all.filter((r) => r.joined_at === null);
  const heading = {
    color: token.colorTextHeading,
    fontSize: token.fontSize,
    fontWeight: token.fontWeightStrong,
    margin: `${token.marginMD}px 0 ${token.marginXS}px`,
  };
  if (recruiters.error) {
    return (
      <Panel title="Recruiters">
        <AreaError
          title="Failed to fetch vendor recruiters"
          error={recruiters.error}
          onRetry={() => void recruiters.refetch()}
        />
      </Panel>
    );
  }
  return (
    <Panel title="Recruiters">
      <h4 style={{ ...heading, marginTop: 0 }}>Joined ({joined.length})</h4>
      <RecruiterTable
        label="Joined recruiters"
        loading={recruiters.isPending}
        rows={joined}
        emptyText="No recruiter has joined yet"
        since={{ key: 'joined', title: 'Joined', render: (r) => formatDate(r.joined_at) }}
      />
      <h4 style={heading}>Invited ({invited.length})</h4>
      <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginXS}px` }}>
        Invited recruiters can be assigned jobs once they accept their invitation.
      </p>
      <RecruiterTable
        label="Invited recruiters"
        loading={recruiters.isPending}
        rows={invited}
        emptyText="No pending invitations"
        since={{ key: 'invited', title: 'Invited', render: (r) => formatDate(r.created_at) }}
      />
    </Panel>
  );
}
