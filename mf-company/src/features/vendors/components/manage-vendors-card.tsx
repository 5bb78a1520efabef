import { formatDate, useToast } from '@portal/shared';
import { Button, Card, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAsync } from '../../../lib/use-async';
import {
  listTalentVendorInvites,
  listVendors,
  type TalentVendorInvite,
  type Vendor,
} from '../api/vendors';

// The dialog's form and schema load with its first opening, not with the dashboard.
const InviteTalentVendorDialog = lazy(() =>
  import('./invite-talent-vendor-dialog').then((m) => ({ default: m.InviteTalentVendorDialog })),
);

const INVITE_STATUS: Record<string, { label: string; color: string }> = {
  invited: { label: 'Invited', color: 'gold' },
  registered: { label: 'Registered', color: 'green' },
  active: { label: 'Active', color: 'blue' },
  inactive: { label: 'Inactive', color: 'default' },
  declined: { label: 'Declined', color: 'red' },
};

function InviteStatusTag({ status }: { status: string }) {
  const known = INVITE_STATUS[status];
  return <Tag color={known?.color}>{known?.label ?? status}</Tag>;
}

export function ManageVendorsCard({ companyId }: { companyId: string }) {
  const toast = useToast();
  const [inviting, setInviting] = useState(false);
  const [dialogOpened, setDialogOpened] = useState(false);
  const vendors = useAsync(() => listVendors(companyId), [companyId]);
  const invites = useAsync(() => listTalentVendorInvites(companyId), [companyId]);

  useEffect(() => {
    if (vendors.error) toast.error('Failed to fetch vendors');
  }, [vendors.error, toast]);

  return (
    <Card
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
        rowKey="id"
        size="small"
        loading={vendors.loading}
        dataSource={vendors.data ?? []}
        pagination={{ pageSize: 5, hideOnSinglePage: true }}
        locale={{
          emptyText: vendors.error ? 'Error fetching vendors.' : 'No vendors registered yet',
        }}
        columns={[
          { title: 'Vendor', dataIndex: 'vendor_name', key: 'name' },
          { title: 'Vendor ID', dataIndex: 'vendor_id', key: 'code' },
          {
            title: 'Primary Contact',
            key: 'contact',
            render: (_, v) => v.primary_contact_name ?? '—',
          },
          { title: 'Registered', key: 'created', render: (_, v) => formatDate(v.created_at) },
        ]}
      />
      {(invites.data?.length ?? 0) > 0 && (
        <>
          <Typography.Title level={3} style={{ marginTop: 16, fontSize: 16 }}>
            Invited Talent Vendors
          </Typography.Title>
          <Table<TalentVendorInvite>
            rowKey="id"
            size="small"
            dataSource={invites.data ?? []}
            pagination={{ pageSize: 5, hideOnSinglePage: true }}
            columns={[
              {
                title: 'Name',
                key: 'name',
                render: (_, invite) => `${invite.first_name} ${invite.last_name}`,
              },
              { title: 'Email', dataIndex: 'email', key: 'email' },
              {
                title: 'Status',
                key: 'status',
                render: (_, invite) => <InviteStatusTag status={invite.status} />,
              },
              {
                title: 'Invited',
                key: 'invited',
                render: (_, invite) => formatDate(invite.created_at),
              },
            ]}
          />
        </>
      )}
      {dialogOpened && (
        <Suspense fallback={null}>
          <InviteTalentVendorDialog
            open={inviting}
            companyId={companyId}
            onClose={() => setInviting(false)}
            onInvited={invites.reload}
          />
        </Suspense>
      )}
    </Card>
  );
}
