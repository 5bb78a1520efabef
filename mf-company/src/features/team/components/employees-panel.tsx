import { formatDate, humanize, LightButton, useToast } from '@portal/shared';
import AppContext from 'antd/es/app/context';
import { lazy, Suspense, useContext, useState } from 'react';
import { Panel, PlainSelect, StatusBadge } from '../../../components/light-blocks';
import { LightTable } from '../../../components/light-table';
import { useEmployeesQuery, type Employee } from '../api/list-employees';
import { useRemoveEmployeeMutation } from '../api/remove-employee';
import {
  CHANGEABLE_ROLES,
  useChangeEmployeeRoleMutation,
  type ChangeableRole,
} from '../api/change-employee-role';
import { canChangeRole, canRemoveEmployee, type TeamViewer } from './employee-actions';

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
    <Panel
      title="Employees"
      extra={
        companyId ? (
          <LightButton
            variant="primary"
            onClick={() => {
              setDialogOpened(true);
              setInviting(true);
            }}
          >
            Invite Employee
          </LightButton>
        ) : undefined
      }
    >
      {!companyId || employees.error ? (
        <div role="alert">
          {companyId ? 'Failed to load employees' : 'Company ID not found'}{' '}
          <LightButton size="small" onClick={() => void employees.refetch()}>
            Retry
          </LightButton>
        </div>
      ) : (
        <LightTable<Employee>
          label="Employees"
          rowKey={(e) => e.id}
          loading={employees.isFetching}
          rows={employees.data?.employees ?? []}
          emptyText="No employees yet"
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: employees.data?.total ?? 0,
            onChange: setPage,
          }}
          columns={[
            {
              key: 'name',
              title: 'Name',
              render: (e) => `${e.first_name} ${e.last_name}`.trim() || '—',
            },
            { key: 'email', title: 'Email', render: (e) => e.email },
            {
              key: 'role',
              title: 'Role',
              render: (e) =>
                canChangeRole(e, viewer) ? (
                  <PlainSelect
                    aria-label={`Role of ${employeeName(e)}`}
                    value={e.role.toLowerCase()}
                    disabled={roleChange.isPending}
                    onChange={(event) => changeRole(e, event.target.value as ChangeableRole)}
                    options={ROLE_OPTIONS}
                  />
                ) : (
                  <StatusBadge tone="default">{humanize(e.role)}</StatusBadge>
                ),
            },
            { key: 'created', title: 'Joined', render: (e) => formatDate(e.created_at) },
            {
              key: 'actions',
              title: 'Actions',
              render: (e) =>
                canRemoveEmployee(e, viewer) ? (
                  <LightButton danger size="small" onClick={() => confirmRemove(e)}>
                    Remove
                  </LightButton>
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
    </Panel>
  );
}
