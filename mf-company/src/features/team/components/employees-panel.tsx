import { formatDate, humanize, isProtectedMembership, useToast } from '@portal/shared';
import { Button, Card, Popconfirm, Table, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { messageOf } from '../../../lib/invoke';
import { useAsync } from '../../../lib/use-async';
import { listEmployees, removeEmployee, type Employee } from '../api/employees';

// The dialog's form and schema load with its first opening, not with the dashboard.
const InviteEmployeeDialog = lazy(() =>
  import('./invite-employee-dialog').then((m) => ({ default: m.InviteEmployeeDialog })),
);

export interface EmployeesPanelProps {
  companyId: string | null;
  adminEmail: string | null;
}

const PAGE_SIZE = 10;

/** Only rendered for users who may manage employees; the server enforces the same rule. */
export function EmployeesPanel({ companyId, adminEmail }: EmployeesPanelProps) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [dialogOpened, setDialogOpened] = useState(false);
  const employees = useAsync(async () => {
    if (!companyId) throw new Error('Company ID not found');
    return listEmployees({ companyId, page, pageSize: PAGE_SIZE });
  }, [companyId, page]);

  async function remove(employee: Employee) {
    try {
      await removeEmployee(employee.id);
      toast.success('Employee removed successfully');
      employees.reload();
    } catch (error) {
      toast.error('Failed to remove employee', messageOf(error));
    }
  }

  return (
    <Card
      title="Employees"
      extra={
        companyId ? (
          <Button
            type="primary"
            onClick={() => {
              setDialogOpened(true);
              setInviting(true);
            }}
          >
            Invite Employee
          </Button>
        ) : undefined
      }
    >
      {employees.error ? (
        <div role="alert">
          {companyId ? 'Failed to load employees' : 'Company ID not found'}{' '}
          <Button size="small" onClick={employees.reload}>
            Retry
          </Button>
        </div>
      ) : (
        <Table<Employee>
          rowKey="id"
          loading={employees.loading}
          dataSource={employees.data?.employees ?? []}
          locale={{ emptyText: 'No employees yet' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: employees.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            {
              title: 'Name',
              key: 'name',
              render: (_, e) => `${e.first_name} ${e.last_name}`.trim() || '—',
            },
            { title: 'Email', dataIndex: 'email', key: 'email' },
            { title: 'Role', key: 'role', render: (_, e) => <Tag>{humanize(e.role)}</Tag> },
            { title: 'Joined', key: 'created', render: (_, e) => formatDate(e.created_at) },
            {
              title: 'Actions',
              key: 'actions',
              render: (_, e) =>
                isProtectedMembership(e.role) ? null : (
                  <Popconfirm
                    title="Remove employee?"
                    description={`${e.email ?? 'This employee'} will lose access to the company.`}
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(e)}
                  >
                    <Button danger size="small">
                      Remove
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
      {companyId && dialogOpened && (
        <Suspense fallback={null}>
          <InviteEmployeeDialog
            open={inviting}
            companyId={companyId}
            adminEmail={adminEmail}
            onClose={() => setInviting(false)}
            onInvited={employees.reload}
          />
        </Suspense>
      )}
    </Card>
  );
}
