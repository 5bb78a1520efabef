import { formatDate, namedTable, paths, useToast } from '@portal/shared';
import { Button, Empty, Table, Tag, Typography, type TablePaginationConfig } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  useTalentVendorInvitesQuery,
  type TalentVendorInvite,
} from '../api/list-talent-vendor-invites';
import { useVendorPerformanceQuery } from '../api/get-vendor-performance';
import { useVendorsQuery, type Vendor } from '../api/list-vendors';
import { isExpiredInvite, useTalentVendorInviteControls } from './talent-vendor-invite-controls';
import { formatDays } from './vendor-performance-panel';
import { SectionCard } from '../../../components/section-card';

// The dialog's form and schema load with its first opening, not with the dashboard.
const InviteTalentVendorDialog = lazy(() =>
  import('./invite-talent-vendor-dialog').then((m) => ({ default: m.InviteTalentVendorDialog })),
);

const INVITE_STATUS: Record<string, { label: string; color?: string }> = {
  invited: { label: 'Invited', color: 'gold' },
  registered: { label: 'Registered', color: 'green' },
  active: { label: 'Active', color: 'blue' },
  inactive: { label: 'Inactive' },
  declined: { label: 'Declined', color: 'red' },
  revoked: { label: 'Revoked', color: 'red' },
  expired: { label: 'Expired', color: 'warning' },
};

function InviteStatusTag({ invite }: { invite: TalentVendorInvite }) {
  const status = isExpiredInvite(invite) ? 'expired' : invite.status;
  const known = INVITE_STATUS[status];
  return <Tag color={known?.color}>{known?.label ?? status}</Tag>;
}

// Both lists are short: five rows a page, paged in the browser.
const PAGING: TablePaginationConfig = {
  pageSize: 5,
  showSizeChanger: false,
  hideOnSinglePage: true,
};

export function ManageVendorsCard({ companyId }: { companyId: string }) {
  const toast = useToast();
  const [inviting, setInviting] = useState(false);
  const [dialogOpened, setDialogOpened] = useState(false);
  const vendors = useVendorsQuery({ companyId });
  const invites = useTalentVendorInvitesQuery({ companyId });
  const performance = useVendorPerformanceQuery({ vendorId: null });
  const figures = new Map((performance.data?.vendors ?? []).map((p) => [p.vendor_id, p]));
  const inviteRows = invites.data ?? [];
  const inviteControls = useTalentVendorInviteControls(companyId);

  useEffect(() => {
    if (vendors.error) toast.error('Failed to fetch vendors');
  }, [vendors.error, toast]);

  return (
    <SectionCard
      title="Manage Vendors"
      extra={
        <Button
          type="primary"
          onClick={() => {
            setDialogOpened(true);
            setInviting(true);
          }}
        >
          Invite Talent Vendor
        </Button>
      }
    >
      <Table<Vendor>
        size="small"
        rowKey="id"
        scroll={{ x: true }}
        pagination={PAGING}
        components={namedTable('Vendors')}
        loading={vendors.isPending && !vendors.isError}
        dataSource={vendors.data ?? []}
        locale={{
          emptyText: (
            <Empty
              description={vendors.error ? 'Error fetching vendors.' : 'No vendors registered yet'}
            />
          ),
        }}
        columns={[
          {
            key: 'name',
            title: 'Vendor',
            render: (_, v) => <Link to={paths.company.vendor(v.id)}>{v.vendor_name}</Link>,
          },
          { key: 'code', title: 'Vendor ID', dataIndex: 'vendor_id' },
          {
            key: 'contact',
            title: 'Primary Contact',
            render: (_, v) => v.primary_contact_name ?? '—',
          },
          { key: 'created', title: 'Registered', render: (_, v) => formatDate(v.created_at) },
          {
            key: 'submissions',
            title: 'Submissions',
            render: (_, v) => figures.get(v.id)?.submissions ?? '—',
          },
          { key: 'hires', title: 'Hires', render: (_, v) => figures.get(v.id)?.hires ?? '—' },
          {
            key: 'first',
            title: 'Median Time to First Submission',
            render: (_, v) => {
              const f = figures.get(v.id);
              return f ? formatDays(f.median_days) : '—';
            },
          },
        ]}
      />
      {inviteRows.length > 0 && (
        <>
          <Typography.Title level={4} style={{ fontSize: 16 }}>
            Invited Talent Vendors
          </Typography.Title>
          <Table<TalentVendorInvite>
            size="small"
            rowKey="id"
            scroll={{ x: true }}
            pagination={PAGING}
            components={namedTable('Invited talent vendors')}
            dataSource={inviteRows}
            columns={[
              {
                key: 'name',
                title: 'Name',
                render: (_, invite) => `${invite.first_name} ${invite.last_name}`,
              },
              { key: 'email', title: 'Email', dataIndex: 'email' },
              {
                key: 'status',
                title: 'Status',
                render: (_, invite) => <InviteStatusTag invite={invite} />,
              },
              {
                key: 'invited',
                title: 'Invited',
                render: (_, invite) => formatDate(invite.created_at),
              },
              {
                key: 'actions',
                title: 'Actions',
                render: (_, invite) => inviteControls.actions(invite),
              },
            ]}
          />
          {inviteControls.dialog}
        </>
      )}
      {dialogOpened && (
        <Suspense fallback={null}>
          <InviteTalentVendorDialog
            open={inviting}
            companyId={companyId}
            onClose={() => setInviting(false)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
