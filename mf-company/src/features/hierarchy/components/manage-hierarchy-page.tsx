import { AreaError, PageLoader, useToast, paths } from '@portal/shared';
import { Card, Empty, Select, Table, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { staffName } from '../../../lib/assignments/list-assignable-staff';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { useCompanyUsersQuery, type TeamMember } from '../api/list-company-users';
import { useSetManagerMutation } from '../api/set-manager';

export function HierarchyTable({ companyId }: { companyId: string }) {
  const toast = useToast();
  const users = useCompanyUsersQuery({ companyId });
  const assignManager = useSetManagerMutation();

  useEffect(() => {
    if (users.error) toast.error('Failed to fetch company users.');
  }, [users.error, toast]);

  const recruiters = useMemo(
    () => (users.data ?? []).filter((u) => u.role === 'recruiter'),
    [users.data],
  );
  const managers = useMemo(
    () => (users.data ?? []).filter((u) => u.role === 'manager'),
    [users.data],
  );

  function change(member: TeamMember, managerId: string | null) {
    assignManager.mutate(
      { companyId, memberId: member.id, managerId },
      {
        onSuccess: () => toast.success('Manager assigned successfully.'),
        onError: () => toast.error('Failed to update manager assignment.'),
      },
    );
  }

  if (users.isPending) return <PageLoader />;
  if (users.error)
    return (
      <AreaError
        title="Failed to fetch company users."
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    );
  if (recruiters.length === 0) return <Empty description="No recruiters found for this company." />;

  return (
    <Table<TeamMember>
      rowKey="id"
      dataSource={recruiters}
      pagination={false}
      columns={[
        { title: 'Recruiter', key: 'name', render: (_, r) => staffName(r) },
        { title: 'Email', dataIndex: 'email', key: 'email' },
        {
          title: 'Manager',
          key: 'manager',
          render: (_, r) => (
            <Select
              aria-label={`Manager for ${staffName(r)}`}
              style={{ minWidth: 220 }}
              value={r.manager_id ?? ''}
              onChange={(value: string) => change(r, value || null)}
              options={[
                { value: '', label: 'Unassigned' },
                ...managers.map((m) => ({ value: m.user_id, label: staffName(m) })),
              ]}
            />
          ),
        },
      ]}
    />
  );
}

export function ManageHierarchyPage() {
  const workspace = useCompanyWorkspace();
  if (workspace.loading) return <PageLoader />;
  if (!workspace.capabilities.canManageEmployees || !workspace.membership?.companyId) {
    return <Navigate to={paths.company.dashboard} replace />;
  }
  return (
    <Card>
      <Typography.Title level={2}>Manage Team Hierarchy</Typography.Title>
      <Typography.Paragraph type="secondary">
        Choose the manager each recruiter reports to.
      </Typography.Paragraph>
      <HierarchyTable companyId={workspace.membership.companyId} />
    </Card>
  );
}
