import {
  AreaError,
  formatDate,
  formatSalary,
  serverPagedTable,
  underscoresToSpaces,
  useToast,
} from '@portal/shared';
import { Card, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  JOB_ASSIGNMENTS_MESSAGE,
  JOB_ASSIGNMENTS_PAGE_SIZE,
  useVendorJobAssignmentsQuery,
  type VendorJobAssignment,
} from '../../../lib/job-assignments/get-vendor-job-assignments';
import { recruiterName, type VendorRecruiter } from '../../../lib/recruiters/get-vendor-recruiters';
import {
  ASSIGN_SUCCESS_MESSAGE,
  useAssignVendorRecruiterMutation,
} from '../api/assign-vendor-recruiter';

export const UNASSIGNED_VALUE = '';

export interface JobAssignmentsCardProps {
  vendorId: string;
  /** Set for a recruiter: only their jobs, and no reassignment. */
  recruiterId: string | null;
  canAssign: boolean;
  recruiters: VendorRecruiter[];
}

export function JobAssignmentsCard({
  vendorId,
  recruiterId,
  canAssign,
  recruiters,
}: JobAssignmentsCardProps) {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const assignments = useVendorJobAssignmentsQuery({ vendorId, recruiterId, page });
  const assignRecruiter = useAssignVendorRecruiterMutation();
  const saving = assignRecruiter.isPending ? assignRecruiter.variables.assignmentId : null;

  const assign = (row: VendorJobAssignment, value: string) =>
    assignRecruiter.mutate(
      { assignmentId: row.id, recruiterId: value === UNASSIGNED_VALUE ? null : value },
      { onSuccess: () => toast.success(ASSIGN_SUCCESS_MESSAGE) },
    );

  const recruiterOptions = [
    { value: UNASSIGNED_VALUE, label: 'Unassigned' },
    ...recruiters.map((recruiter) => ({ value: recruiter.id, label: recruiterName(recruiter) })),
  ];

  return (
    <Card title={`Assigned Jobs (${assignments.data?.total ?? 0})`}>
      {assignments.error ? (
        <AreaError title={JOB_ASSIGNMENTS_MESSAGE} onRetry={() => void assignments.refetch()} />
      ) : (
        <Table<VendorJobAssignment>
          rowKey="id"
          size="small"
          scroll={{ x: true }}
          locale={{
            emptyText: recruiterId
              ? 'No jobs have been assigned to you yet.'
              : 'No jobs have been assigned to your company yet.',
          }}
          {...serverPagedTable(assignments, {
            page,
            pageSize: JOB_ASSIGNMENTS_PAGE_SIZE,
            onChange: setPage,
          })}
          columns={[
            {
              title: 'Job',
              key: 'title',
              render: (_, row) => (
                <>
                  <Typography.Text strong>
                    {row.job?.title ?? 'Job no longer available'}
                  </Typography.Text>
                  {row.job?.company?.name ? (
                    <div>
                      <Typography.Text type="secondary">{row.job.company.name}</Typography.Text>
                    </div>
                  ) : null}
                </>
              ),
            },
            { title: 'Location', key: 'location', render: (_, row) => row.job?.location ?? '' },
            {
              title: 'Type',
              key: 'type',
              render: (_, row) => underscoresToSpaces(row.job?.job_type),
            },
            {
              title: 'Salary',
              key: 'salary',
              render: (_, row) =>
                row.job ? formatSalary(row.job.salary_min, row.job.salary_max) : '',
            },
            {
              title: 'Status',
              key: 'status',
              render: (_, row) => (row.job ? <Tag>{row.job.status}</Tag> : null),
            },
            {
              title: 'Recruiter',
              key: 'recruiter',
              render: (_, row) =>
                canAssign ? (
                  <Select
                    aria-label={`Recruiter for ${row.job?.title ?? 'job'}`}
                    style={{ minWidth: 180 }}
                    value={row.assigned_to_recruiter_id ?? UNASSIGNED_VALUE}
                    options={recruiterOptions}
                    loading={saving === row.id}
                    disabled={saving === row.id}
                    onChange={(value: string) => assign(row, value)}
                  />
                ) : row.recruiter ? (
                  recruiterName({ ...row.recruiter, email: null })
                ) : (
                  'Unassigned'
                ),
            },
            {
              title: 'Assigned',
              key: 'created_at',
              render: (_, row) => formatDate(row.created_at),
            },
          ]}
        />
      )}
    </Card>
  );
}
