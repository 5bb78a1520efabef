import { formatDate, LightButton, messageOf, useToast, paths } from '@portal/shared';
import AppContext from 'antd/es/app/context';
import { useContext, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Panel, PlainSelect, SearchBox } from '../../../components/light-blocks';
import { LightTable, type LightColumn } from '../../../components/light-table';
import { useJobAssigneesQuery } from '../../../lib/assignments/job-assignments';
import { useAssignableStaffQuery } from '../../../lib/assignments/list-assignable-staff';
import { useAssigneeDirectory } from '../../../lib/assignments/list-staff-members';
import { useSetJobAssignmentMutation } from '../../../lib/assignments/set-job-assignment';
import { useJobsQuery } from '../../../lib/jobs/list-jobs';
import type { JobListItem } from '../../../lib/jobs/types';
import { useDeleteJobMutation } from '../api/delete-job';
import { JobStatusBadge } from './job-status-badge';

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

  function confirmRemove(job: JobListItem) {
    modal.confirm({
      title: 'Delete this job?',
      content: 'Are you sure you want to delete this job? This action cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () => remove(job),
    });
  }

  const columns: LightColumn<JobListItem>[] = [
    { key: 'title', title: 'Title', render: (job) => job.title },
    { key: 'status', title: 'Status', render: (job) => <JobStatusBadge status={job.status} /> },
    { key: 'created', title: 'Created', render: (job) => formatDate(job.created_at) },
    ...(canAssignJobs
      ? [
          {
            key: 'assignee',
            title: 'Assigned To',
            render: (job: JobListItem) => (
              <PlainSelect
                aria-label={`Assignee for ${job.title}`}
                style={{ minWidth: 200 }}
                aria-busy={staff.isLoading || directory.isFetching}
                value={assignees.data?.[job.id] ?? ''}
                onChange={(event) => assign(job, event.target.value || null)}
                options={directory.options}
              />
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      title: 'Actions',
      render: (job) => (
        <div style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <LightButton onClick={() => navigate(paths.company.manageJob(job.id))}>
            Manage
          </LightButton>
          {(canDeleteAnyJob || job.created_by === userId) && (
            <LightButton danger onClick={() => confirmRemove(job)}>
              Delete
            </LightButton>
          )}
        </div>
      ),
    },
  ];

  return (
    <Panel title={title}>
      <SearchBox
        label="Search jobs by title"
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {jobs.error ? (
        <div role="alert">
          Failed to load job postings{' '}
          <LightButton onClick={() => void jobs.refetch()}>Retry</LightButton>
        </div>
      ) : (
        <LightTable<JobListItem>
          label="Job postings"
          rowKey={(job) => job.id}
          loading={jobs.isFetching}
          rows={jobs.data?.jobs ?? []}
          emptyText={search ? 'No jobs match your search' : 'No job postings yet'}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: jobs.data?.total ?? 0,
            onChange: setPage,
          }}
          columns={columns}
        />
      )}
    </Panel>
  );
}
