import {
  AreaError,
  formatDate,
  messageOf,
  namedTable,
  paths,
  serverPagedTable,
  useToast,
} from '@portal/shared';
import { Button, Empty, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import AppContext from 'antd/es/app/context';
import { useContext, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { JobStatusTag } from '../../../components/jobs/job-status-tag';
import { useJobAssigneesQuery } from '../../../lib/assignments/job-assignments';
import { useAssignableStaffQuery } from '../../../lib/assignments/list-assignable-staff';
import { useAssigneeDirectory } from '../../../lib/assignments/list-staff-members';
import { useSetJobAssignmentMutation } from '../../../lib/assignments/set-job-assignment';
import { useJobsQuery } from '../../../lib/jobs/list-jobs';
import type { JobListItem } from '../../../lib/jobs/types';
import { useDeleteJobMutation } from '../api/delete-job';
import { SectionCard } from '../../../components/section-card';

export interface JobPostingsListProps {
  companyId: string;
  userId: string;
  canAssignJobs: boolean;
  /** Managers and admins delete any visible job; other staff only the jobs they posted. */
  canDeleteAnyJob?: boolean;
  /** Partner recruiters see only their assigned jobs under their own heading. */
  title?: string;
}

const PAGE_SIZE = 10;

export function JobPostingsList({
  companyId,
  userId,
  canAssignJobs,
  canDeleteAnyJob = canAssignJobs,
  title = 'Job Postings',
}: JobPostingsListProps) {
  const toast = useToast();
  // Confirmation dialogs come from the portal's dialog stack, which loads when first used.
  const { modal } = useContext(AppContext);
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const jobs = useJobsQuery({ companyId, search, page, pageSize: PAGE_SIZE });
  const jobIds = (jobs.data?.jobs ?? []).map((job) => job.id);
  const assignees = useJobAssigneesQuery({ jobIds }, canAssignJobs && !!jobs.data);
  const staff = useAssignableStaffQuery({ companyId }, canAssignJobs);
  const directory = useAssigneeDirectory(
    companyId,
    staff.data,
    Object.values(assignees.data ?? {}),
    canAssignJobs,
  );
  const deletion = useDeleteJobMutation();
  const assignment = useSetJobAssignmentMutation();

  async function remove(job: JobListItem) {
    try {
      await deletion.mutateAsync({ userId, jobId: job.id });
      toast.success('Job deleted successfully!');
    } catch (error) {
      toast.error('Failed to delete job', messageOf(error));
    }
  }

  function assign(job: JobListItem, assigneeId: string | null) {
    assignment.mutate(
      { jobId: job.id, assigneeId, assignedBy: userId },
      {
        onSuccess: (outcome) =>
          toast.success(outcome === 'assigned' ? 'Job assigned successfully' : 'Job unassigned'),
        onError: (error) => toast.error(`Failed to update assignment: ${messageOf(error)}`),
      },
    );
  }

  function filter(value: string) {
    setSearch(value);
    setPage(1);
  }

  function confirmRemove(job: JobListItem) {
    modal.confirm({
      title: 'Delete this job?',
      content: 'Are you sure you want to delete this job? This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => remove(job),
    });
  }

  const columns: TableColumnsType<JobListItem> = [
    { key: 'title', title: 'Title', dataIndex: 'title' },
    {
      key: 'status',
      title: 'Status',
      dataIndex: 'status',
      render: (status: string) => <JobStatusTag status={status} />,
    },
    {
      key: 'created',
      title: 'Created',
      dataIndex: 'created_at',
      render: (createdAt: string) => formatDate(createdAt),
    },
    ...(canAssignJobs
      ? [
          {
            key: 'assignee',
            title: 'Assigned To',
            render: (_: unknown, job: JobListItem) => (
              <Select
                aria-label={`Assignee for ${job.title}`}
                style={{ minWidth: 200 }}
                loading={staff.isLoading || directory.isFetching}
                value={assignees.data?.[job.id] ?? ''}
                onChange={(value: string) => assign(job, value || null)}
                options={directory.options}
              />
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      title: 'Actions',
      render: (_, job) => (
        <Space>
          <Button onClick={() => navigate(paths.company.manageJob(job.id))}>Manage</Button>
          {(canDeleteAnyJob || job.created_by === userId) && (
            <Button danger onClick={() => confirmRemove(job)}>
              Delete
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <SectionCard title={title}>
      <Input.Search
        aria-label="Search jobs by title"
        placeholder="Search jobs by title"
        enterButton="Search"
        allowClear
        onSearch={(value) => filter(value.trim())}
        // Emptying the box shows every job again, as clearing it does.
        onChange={(event) => {
          if (event.target.value === '') filter('');
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {jobs.error ? (
        <AreaError
          title="Failed to load job postings"
          error={jobs.error}
          onRetry={() => void jobs.refetch()}
        />
      ) : (
        <Table<JobListItem>
          rowKey="id"
          scroll={{ x: true }}
          components={namedTable('Job postings')}
          locale={{
            emptyText: (
              <Empty description={search ? 'No jobs match your search' : 'No job postings yet'} />
            ),
          }}
          {...serverPagedTable(
            {
              isFetching: jobs.isFetching,
              data: jobs.data && { rows: jobs.data.jobs, total: jobs.data.total },
            },
            { page, pageSize: PAGE_SIZE, onChange: setPage },
          )}
          columns={columns}
        />
      )}
    </SectionCard>
  );
}
