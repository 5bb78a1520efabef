import { AreaError, PageLoader, useToast } from '@portal/shared';
import { Card, Empty, Select, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { staffName } from '../../../lib/assignments/list-assignable-staff';
import { useAsync } from '../../../lib/use-async';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { listCompanyUsers, setManager, type TeamMember } from '../api/hierarchy';

export function HierarchyTable({ companyId }: { companyId: string }) {
  const toast = useToast();
  const users = useAsync(() => listCompanyUsers(companyId), [companyId]);
  const [managerOf, setManagerOf] = useState<Record<string, string | null>>({});

  useEffect(() => {
    if (users.data) setManagerOf(Object.fromEntries(users.data.map((u) => [u.id, u.manager_id])));
  }, [users.data]);
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

  async function change(member: TeamMember, managerId: string | null) {
    const previous = managerOf[member.id] ?? null;
    setManagerOf((m) => ({ ...m, [member.id]: managerId }));
    try {
      await setManager({ memberId: member.id, managerId });
      toast.success('Manager assigned successfully.');
    } catch {
      setManagerOf((m) => ({ ...m, [member.id]: previous }));
      toast.error('Failed to update manager assignment.');
    }
  }

  if (users.loading) return <PageLoader />;
  if (users.error)
    return (
      <AreaError
        title="Failed to fetch company users."
        error={users.error}
        onRetry={users.reload}
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
              value={managerOf[r.id] ?? ''}
              onChange={(value: string) => void change(r, value || null)}
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
    return <Navigate to="/company/dashboard" replace />;
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
