import {
  AreaError,
  formatDate,
  humanize,
  namedTable,
  serverPagedTable,
  useToast,
} from '@portal/shared';
import { Button, Empty, Select, Table, Tag } from 'antd';
import AppContext from 'antd/es/app/context';
import { lazy, Suspense, useContext, useState } from 'react';
import { useEmployeesQuery, type Employee } from '../api/list-employees';
import { useRemoveEmployeeMutation } from '../api/remove-employee';
import {
  CHANGEABLE_ROLES,
  useChangeEmployeeRoleMutation,
  type ChangeableRole,
} from '../api/change-employee-role';
import { canChangeRole, canRemoveEmployee, type TeamViewer } from './employee-actions';
import { SectionCard } from '../../../components/section-card';

// The dialog's form and schema load with its first opening, not with the dashboard.
const InviteEmployeeDialog = lazy(() =>
  import('./invite-employee-dialog').then((m) => ({ default: m.InviteEmployeeDialog })),
);

export interface EmployeesPanelProps {
  companyId: string | null;
  adminEmail: string | null;
  viewer: TeamViewer;
}

const ROLE_OPTIONS = CHANGEABLE_ROLES.map((role) => ({ value: role, label: humanize(role) }));

function employeeName(employee: Employee): string {
  return `${employee.first_name} ${employee.last_name}`.trim() || employee.email || 'this employee';
}

const PAGE_SIZE = 10;

/** Only rendered for users who may manage employees; the server enforces the same rule. */
export function EmployeesPanel({ companyId, adminEmail, viewer }: EmployeesPanelProps) {
  const toast = useToast();
  // Confirmation dialogs come from the portal's dialog stack, which loads when first used.
  const { modal } = useContext(AppContext);
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [dialogOpened, setDialogOpened] = useState(false);
  const employees = useEmployeesQuery(
    { companyId: companyId ?? '', page, pageSize: PAGE_SIZE },
    !!companyId,
  );
  const removal = useRemoveEmployeeMutation();
  const roleChange = useChangeEmployeeRoleMutation();

  function changeRole(employee: Employee, role: ChangeableRole) {
    if (!companyId) return;
    roleChange.mutate(
      { id: employee.id, companyId, role },
      {
        onSuccess: () =>
          toast.success(`${employeeName(employee)} is now a ${humanize(role).toLowerCase()}`),
      },
    );
  }

  async function remove(employee: Employee) {
    if (!companyId) return;
    try {
      await removal.mutateAsync({ id: employee.id, companyId });
    } catch {
      return; // the mutation's toast says why
    }
    toast.success('Employee removed successfully');
  }

  function confirmRemove(employee: Employee) {
    modal.confirm({
      title: 'Remove employee?',
      content: `${employee.email ?? 'This employee'} will lose access to the company.`,
      okText: 'Remove',
      okButtonProps: { danger: true },
      onOk: () => remove(employee),
    });
  }

  return (
    <SectionCard
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
      {!companyId || employees.error ? (
        <AreaError
          title={companyId ? 'Failed to load employees' : 'Company ID not found'}
          error={employees.error ?? undefined}
          onRetry={companyId ? () => void employees.refetch() : undefined}
        />
      ) : (
        <Table<Employee>
          rowKey="id"
          scroll={{ x: true }}
          components={namedTable('Employees')}
          locale={{ emptyText: <Empty description="No employees yet" /> }}
          {...serverPagedTable(
            {
              isFetching: employees.isFetching,
              data: employees.data && {
                rows: employees.data.employees,
                total: employees.data.total,
              },
            },
            { page, pageSize: PAGE_SIZE, onChange: setPage },
          )}
          columns={[
            {
              key: 'name',
              title: 'Name',
              render: (_, e) => `${e.first_name} ${e.last_name}`.trim() || '—',
            },
            { key: 'email', title: 'Email', dataIndex: 'email' },
            {
              key: 'role',
              title: 'Role',
              render: (_, e) =>
                canChangeRole(e, viewer) ? (
                  <Select
                    aria-label={`Role of ${employeeName(e)}`}
                    style={{ minWidth: 180 }}
                    value={e.role.toLowerCase()}
                    disabled={roleChange.isPending}
                    onChange={(role: string) => changeRole(e, role as ChangeableRole)}
                    options={ROLE_OPTIONS}
                  />
                ) : (
                  <Tag>{humanize(e.role)}</Tag>
                ),
            },
            {
              key: 'created',
              title: 'Joined',
              dataIndex: 'created_at',
              render: (createdAt: string) => formatDate(createdAt),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, e) =>
                canRemoveEmployee(e, viewer) ? (
                  <Button danger size="small" onClick={() => confirmRemove(e)}>
                    Remove
                  </Button>
                ) : null,
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
          />
        </Suspense>
      )}
    </SectionCard>
  );
}
