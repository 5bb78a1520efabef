import { formatDate, useToast } from '@portal/shared';
import { Button, Card, Empty, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '../../../lib/invoke';
import { useAsync } from '../../../lib/use-async';
import { listJobAssignments, setJobAssignment } from '../../assignments/api/job-assignments';
import { listAssignableStaff, staffLabel } from '../../assignments/api/list-assignable-staff';
import { deleteJob } from '../../jobs/api/manage-job-posting';
import { listJobs } from '../../jobs/api/list-jobs';
import type { Job } from '../../jobs/api/types';
import { JobStatusTag } from '../../jobs/components/job-status-tag';

export interface JobPostingsListProps {
  companyId: string;
  userId: string;
  canAssignJobs: boolean;
  /** Managers and admins delete any visible job; other staff only the jobs they posted. */
  canDeleteAnyJob?: boolean;
}

const PAGE_SIZE = 10;

export function JobPostingsList({
  companyId,
  userId,
  canAssignJobs,
  canDeleteAnyJob = canAssignJobs,
}: JobPostingsListProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [assignees, setAssignees] = useState<Record<string, string | null>>({});

  const jobs = useAsync(async () => {
    const result = await listJobs({ companyId, search, page, pageSize: PAGE_SIZE });
    const assignments = canAssignJobs ? await listJobAssignments(result.jobs.map((j) => j.id)) : [];
    setAssignees(Object.fromEntries(assignments.map((a) => [a.job_id, a.assigned_to_user_id])));
    return result;
  }, [companyId, search, page, canAssignJobs]);
  const staff = useAsync(() => listAssignableStaff({ companyId }), [companyId], canAssignJobs);

  async function remove(job: Job) {
    try {
      await deleteJob({ userId, jobId: job.id });
      toast.success('Job deleted successfully!');
      jobs.reload();
    } catch (error) {
      toast.error('Failed to delete job', messageOf(error));
    }
  }

  async function assign(job: Job, assigneeId: string | null) {
    const previous = assignees[job.id] ?? null;
    setAssignees((current) => ({ ...current, [job.id]: assigneeId }));
    try {
      const outcome = await setJobAssignment({ jobId: job.id, assigneeId, assignedBy: userId });
      toast.success(outcome === 'assigned' ? 'Job assigned successfully' : 'Job unassigned');
    } catch (error) {
      setAssignees((current) => ({ ...current, [job.id]: previous }));
      toast.error(`Failed to update assignment: ${messageOf(error)}`);
    }
  }

  return (
    <Card title="Job Postings">
      <Input.Search
        aria-label="Search jobs by title"
        placeholder="Search jobs by title"
        allowClear
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onChange={(event) => {
          if (event.target.value === '') {
            setSearch('');
            setPage(1);
          }
        }}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
      {jobs.error ? (
        <Empty description="Failed to load job postings">
          <Button onClick={jobs.reload}>Retry</Button>
        </Empty>
      ) : (
        <Table<Job>
          rowKey="id"
          loading={jobs.loading}
          dataSource={jobs.data?.jobs ?? []}
          locale={{ emptyText: search ? 'No jobs match your search' : 'No job postings yet' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: jobs.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: 'Title', dataIndex: 'title', key: 'title' },
            {
              title: 'Status',
              key: 'status',
              render: (_, job) => <JobStatusTag status={job.status} />,
            },
            { title: 'Created', key: 'created', render: (_, job) => formatDate(job.created_at) },
            ...(canAssignJobs
              ? [
                  {
                    title: 'Assigned To',
                    key: 'assignee',
                    render: (_: unknown, job: Job) => (
                      <Select
                        aria-label={`Assignee for ${job.title}`}
                        style={{ minWidth: 200 }}
                        loading={staff.loading}
                        value={assignees[job.id] ?? ''}
                        onChange={(value: string) => void assign(job, value || null)}
                        options={[
                          { value: '', label: 'Unassigned' },
                          ...(staff.data ?? []).map((m) => ({
                            value: m.user_id,
                            label: staffLabel(m),
                          })),
                        ]}
                      />
                    ),
                  },
                ]
              : []),
            {
              title: 'Actions',
              key: 'actions',
              render: (_, job) => (
                <Space>
                  <Button onClick={() => navigate(`/company/manage-job/${job.id}`)}>Manage</Button>
                  {(canDeleteAnyJob || job.created_by === userId) && (
                    <Popconfirm
                      title="Delete this job?"
                      description="Are you sure you want to delete this job? This action cannot be undone."
                      okText="Delete"
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(job)}
                    >
                      <Button danger>Delete</Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
