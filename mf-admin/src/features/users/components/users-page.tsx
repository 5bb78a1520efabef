import { formatDate, formatDateTime, useAuthStore } from '@portal/shared';
import { Button, Card, Empty, Input, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDemoteAdminMutation } from '../api/demote-admin';
import {
  USERS_PAGE_SIZE,
  useUsersQuery,
  type DirectoryUser,
  type ListUsersInput,
} from '../api/list-users';
import { useSetUserAccessMutation } from '../api/set-user-access';
import { PagedQueryTable } from '../../../lib/ui/paged-query-table';

const ROLE_FILTERS = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: 'Administrators' },
  { value: 'company', label: 'Company accounts' },
  { value: 'candidate', label: 'Candidates' },
] as const;

const ROLE_LABELS: Record<DirectoryUser['role'], string> = {
  admin: 'Admin',
  company: 'Company',
  candidate: 'Candidate',
};

function roleText(user: DirectoryUser): string {
  if (user.staff_role) return `${ROLE_LABELS[user.role]} (${user.staff_role.replaceAll('_', ' ')})`;
  if (user.vendor_name) return `${ROLE_LABELS[user.role]} (talent vendor)`;
  return ROLE_LABELS[user.role];
}

type Pending = { user: DirectoryUser; action: 'deactivate' | 'reactivate' | 'demote' };

const CONFIRM_TEXT: Record<Pending['action'], (email: string) => { title: string; body: string }> =
  {
    deactivate: (email) => ({
      title: `Deactivate ${email}?`,
      body: 'They are signed out everywhere at once and cannot sign in until reactivated.',
    }),
    reactivate: (email) => ({ title: `Reactivate ${email}?`, body: 'They can sign in again.' }),
    demote: (email) => ({
      title: `Demote ${email}?`,
      body: 'They lose access to the administration area at once and keep a plain account.',
    }),
  };

export function UsersPage() {
  const me = useAuthStore((state) => state.user?.id);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<ListUsersInput['role']>(undefined);
  const [pending, setPending] = useState<Pending | null>(null);
  const result = useUsersQuery({ page, search, role });
  const access = useSetUserAccessMutation();
  const demote = useDemoteAdminMutation();
  const busy = access.isPending || demote.isPending;

  async function confirm() {
    if (!pending) return;
    const { user, action } = pending;
    try {
      if (action === 'demote') await demote.mutateAsync({ userId: user.id, email: user.email });
      else await access.mutateAsync({ userId: user.id, email: user.email, action });
    } finally {
      setPending(null);
    }
  }

  const confirmText = pending ? CONFIRM_TEXT[pending.action](pending.user.email) : null;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Users
        </Typography.Title>
        <Typography.Text type="secondary">
          Every account on the platform. Deactivated users cannot sign in.
        </Typography.Text>
      </div>
      <Card
        title="All Users"
        role="region"
        aria-label="All Users"
        extra={
          <Space wrap>
            <Select
              aria-label="Filter by role"
              style={{ width: 180 }}
              value={role ?? 'all'}
              options={ROLE_FILTERS.map((option) => ({ ...option }))}
              onChange={(value: string) => {
                setPage(1);
                setRole(value === 'all' ? undefined : (value as ListUsersInput['role']));
              }}
            />
            <Input.Search
              aria-label="Search users by e-mail or company"
              placeholder="Search by e-mail or company"
              allowClear
              style={{ width: 260 }}
              onSearch={(value) => {
                setPage(1);
                setSearch(value);
              }}
            />
          </Space>
        }
      >
        <PagedQueryTable<DirectoryUser>
          query={result}
          paging={{
            page,
            pageSize: USERS_PAGE_SIZE,
            onChange: setPage,
            noun: ['user', 'users'],
          }}
          locale={{
            emptyText: (
              <Empty description={search ? 'No users match your search' : 'No users yet'} />
            ),
          }}
          columns={[
            { title: 'E-mail', dataIndex: 'email' },
            { title: 'Role', key: 'role', render: (_, user) => roleText(user) },
            {
              title: 'Company',
              key: 'company',
              render: (_, user) => user.company_name ?? user.vendor_name ?? '—',
            },
            {
              title: 'Created',
              dataIndex: 'created_at',
              render: (value: string) => formatDate(value),
            },
            {
              title: 'Last sign-in',
              dataIndex: 'last_sign_in_at',
              render: (value: string | null) => (value ? formatDateTime(value) : 'Never'),
            },
            {
              title: 'Status',
              key: 'status',
              render: (_, user) =>
                user.deactivated ? (
                  <Tag color="red">Deactivated</Tag>
                ) : (
                  <Tag color="green">Active</Tag>
                ),
            },
            {
              title: 'Action',
              key: 'action',
              render: (_, user) =>
                user.id === me ? (
                  <Typography.Text type="secondary">You</Typography.Text>
                ) : (
                  <Space wrap>
                    <Button
                      size="small"
                      danger={!user.deactivated}
                      disabled={busy}
                      onClick={() =>
                        setPending({
                          user,
                          action: user.deactivated ? 'reactivate' : 'deactivate',
                        })
                      }
                      aria-label={`${user.deactivated ? 'Reactivate' : 'Deactivate'} ${user.email}`}
                    >
                      {user.deactivated ? 'Reactivate' : 'Deactivate'}
                    </Button>
                    {user.role === 'admin' && (
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() => setPending({ user, action: 'demote' })}
                        aria-label={`Demote ${user.email}`}
                      >
                        Demote
                      </Button>
                    )}
                  </Space>
                ),
            },
          ]}
        />
      </Card>
      <Modal
        open={pending !== null}
        title={confirmText?.title}
        okText={pending ? pending.action.charAt(0).toUpperCase() + pending.action.slice(1) : ''}
        okButtonProps={{ danger: pending?.action !== 'reactivate' }}
        confirmLoading={busy}
        onOk={() => void confirm().catch(() => undefined)}
        onCancel={() => setPending(null)}
      >
        {confirmText?.body}
      </Modal>
    </Space>
  );
}
