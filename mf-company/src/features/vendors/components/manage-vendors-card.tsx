import { formatDate, LightButton, paths, useToast } from '@portal/shared';
import { theme } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Panel, StatusBadge, type BadgeTone } from '../../../components/light-blocks';
import { LightTable } from '../../../components/light-table';
import {
  useTalentVendorInvitesQuery,
  type TalentVendorInvite,
} from '../api/list-talent-vendor-invites';
import { useVendorPerformanceQuery } from '../api/get-vendor-performance';
import { useVendorsQuery, type Vendor } from '../api/list-vendors';
import { isExpiredInvite, useTalentVendorInviteControls } from './talent-vendor-invite-controls';
import { formatDays } from './vendor-performance-panel';

// The dialog's form and schema load with its first opening, not with the dashboard.
const InviteTalentVendorDialog = lazy(() =>
  import('./invite-talent-vendor-dialog').then((m) => ({ default: m.InviteTalentVendorDialog })),
);

const INVITE_STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  invited: { label: 'Invited', tone: 'gold' },
  registered: { label: 'Registered', tone: 'green' },
  active: { label: 'Active', tone: 'blue' },
  inactive: { label: 'Inactive', tone: 'default' },
  declined: { label: 'Declined', tone: 'red' },
  revoked: { label: 'Revoked', tone: 'red' },
  expired: { label: 'Expired', tone: 'warning' },
};

function InviteStatusTag({ invite }: { invite: TalentVendorInvite }) {
  const status = isExpiredInvite(invite) ? 'expired' : invite.status;
  const known = INVITE_STATUS[status];
  return <StatusBadge tone={known?.tone ?? 'default'}>{known?.label ?? status}</StatusBadge>;
}

// Both lists are short: five rows a page, paged in the browser.
const PAGE_SIZE = 5;

function usePage<T>(rows: T[]) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  return {
    rows: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    pagination: { current, pageSize: PAGE_SIZE, total: rows.length, onChange: setPage },
  };
}

export function ManageVendorsCard({ companyId }: { companyId: string }) {
  const toast = useToast();
  const [inviting, setInviting] = useState(false);
  const [dialogOpened, setDialogOpened] = useState(false);
  const vendors = useVendorsQuery({ companyId });
  const invites = useTalentVendorInvitesQuery({ companyId });
  const performance = useVendorPerformanceQuery({ vendorId: null });
  const figures = new Map((performance.data?.vendors ?? []).map((p) => [p.vendor_id, p]));
  const vendorPage = usePage(vendors.data ?? []);
  const invitePage = usePage(invites.data ?? []);
  const { token } = theme.useToken();
  const inviteControls = useTalentVendorInviteControls(companyId);

  useEffect(() => {
    if (vendors.error) toast.error('Failed to fetch vendors');
  }, [vendors.error, toast]);

  return (
    <Panel
      title="Manage Vendors"
      extra={
        <LightButton
          variant="primary"
          onClick={() => {
            setDialogOpened(true);
            setInviting(true);
          }}
        >
          Invite Talent Vendor
        </LightButton>
      }
    >
      <LightTable<Vendor>
        label="Vendors"
        size="small"
        rowKey={(v) => v.id}
        loading={vendors.isPending && !vendors.isError}
        {...vendorPage}
        emptyText={vendors.error ? 'Error fetching vendors.' : 'No vendors registered yet'}
        columns={[
          {
            key: 'name',
            title: 'Vendor',
            render: (v) => <Link to={paths.company.vendor(v.id)}>{v.vendor_name}</Link>,
          },
          { key: 'code', title: 'Vendor ID', render: (v) => v.vendor_id },
          {
            key: 'contact',
            title: 'Primary Contact',
            render: (v) => v.primary_contact_name ?? '—',
          },
          { key: 'created', title: 'Registered', render: (v) => formatDate(v.created_at) },
          {
            key: 'submissions',
            title: 'Submissions',
            render: (v) => figures.get(v.id)?.submissions ?? '—',
          },
          { key: 'hires', title: 'Hires', render: (v) => figures.get(v.id)?.hires ?? '—' },
          {
            key: 'first',
            title: 'Median Time to First Submission',
            render: (v) => {
              const f = figures.get(v.id);
              return f ? formatDays(f.median_days) : '—';
            },
          },
        ]}
      />
      {invitePage.pagination.total > 0 && (
        <>
          <h4
            style={{
              color: token.colorTextHeading,
              fontSize: token.fontSize,
              fontWeight: token.fontWeightStrong,
              margin: `${token.marginMD}px 0 ${token.marginXS}px`,
            }}
          >
            Invited Talent Vendors
          </h4>
          <LightTable<TalentVendorInvite>
            label="Invited talent vendors"
            size="small"
            rowKey={(invite) => invite.id}
            {...invitePage}
            emptyText="No invitations"
            columns={[
              {
                key: 'name',
                title: 'Name',
                render: (invite) => `${invite.first_name} ${invite.last_name}`,
              },
              { key: 'email', title: 'Email', render: (invite) => invite.email },
              {
                key: 'status',
                title: 'Status',
                render: (invite) => <InviteStatusTag invite={invite} />,
              },
              {
                key: 'invited',
                title: 'Invited',
                render: (invite) => formatDate(invite.created_at),
              },
              { key: 'actions', title: 'Actions', render: inviteControls.actions },
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
    </Panel>
  );
}
