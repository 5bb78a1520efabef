import { AreaError, formatDate, PageLoader, useToast, messageOf } from '@portal/shared';
import { Card, Result, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { JobStatusTag } from '../../../components/jobs/job-status-tag';
import { SkillBadges } from '../../../components/skill-badges';
import { useJobAssigneesQuery } from '../../../lib/assignments/job-assignments';
import { useAssignableStaffQuery } from '../../../lib/assignments/list-assignable-staff';
import { useAssigneeDirectory } from '../../../lib/assignments/list-staff-members';
import {
  useManagedCandidatesQuery,
  type ManagedCandidate,
} from '../../../lib/assignments/list-managed-candidates';
import { useJobsQuery } from '../../../lib/jobs/list-jobs';
import type { JobListItem } from '../../../lib/jobs/types';
import { useCompanyWorkspace } from '../../../lib/workspace/use-company-workspace';
import { useAssignCandidatesMutation } from '../../../lib/assignments/assign-candidates';
import { useAssignJobsMutation } from '../api/assign-jobs';
import { useCandidateAssigneesQuery } from '../api/list-candidate-assignments';
import { AssignmentTable } from './assignment-table';

const PAGE_SIZE = 10;

export function AssignmentsWorkspace({ companyId, userId }: { companyId: string; userId: string }) {
  const toast = useToast();
  const [jobPage, setJobPage] = useState(1);
  const [candidatePage, setCandidatePage] = useState(1);
  const staff = useAssignableStaffQuery({ companyId });
  const jobs = useJobsQuery({ companyId, search: '', page: jobPage, pageSize: PAGE_SIZE });
  const jobAssignees = useJobAssigneesQuery(
    { jobIds: (jobs.data?.jobs ?? []).map((j) => j.id) },
    !!jobs.data,
  );
  const candidates = useManagedCandidatesQuery({
    companyId,
    search: '',
    page: candidatePage,
    pageSize: PAGE_SIZE,
  });
  const candidateAssignees = useCandidateAssigneesQuery(
    { candidateIds: (candidates.data?.rows ?? []).map((c) => c.id) },
    !!candidates.data,
  );
  const directory = useAssigneeDirectory(companyId, staff.data, [
    ...Object.values(jobAssignees.data ?? {}),
    ...Object.values(candidateAssignees.data ?? {}),
  ]);
  const jobAssignment = useAssignJobsMutation();
  const candidateAssignment = useAssignCandidatesMutation();

  const failed =
    staff.error ??
    jobs.error ??
    jobAssignees.error ??
    candidates.error ??
    candidateAssignees.error ??
    directory.error;
  useEffect(() => {
    if (failed) toast.error('Failed to load assignments data', messageOf(failed));
  }, [failed, toast]);

  if (failed) {
    return (
      <AreaError
        title="Failed to load assignments data"
        error={failed}
        onRetry={() => {
          for (const read of [staff, jobs, jobAssignees, candidates, candidateAssignees]) {
            if (read.isError) void read.refetch();
          }
          if (directory.error) directory.retry();
        }}
      />
    );
  }
  if (staff.isPending) return <PageLoader />;
  const members = staff.data ?? [];

  return (
    <Tabs
      items={[
        {
          key: 'jobs',
          label: `Jobs (${jobs.data?.total ?? 0})`,
          children: (
            <AssignmentTable<JobListItem>
              kind="jobs"
              rows={jobs.data?.jobs ?? []}
              total={jobs.data?.total ?? 0}
              page={jobPage}
              pageSize={PAGE_SIZE}
              onPageChange={setJobPage}
              loading={jobs.isFetching || jobAssignees.isFetching}
              staff={members}
              emptyText="No jobs found"
              rowLabel={(j) => j.title}
              columns={[
                { title: 'Title', dataIndex: 'title', key: 'title' },
                {
                  title: 'Status',
                  key: 'status',
                  render: (_, j) => <JobStatusTag status={j.status} />,
                },
                {
                  title: 'Currently Assigned To',
                  key: 'assigned',
                  render: (_, j) => directory.nameOf(jobAssignees.data?.[j.id]),
                },
                { title: 'Created', key: 'created', render: (_, j) => formatDate(j.created_at) },
              ]}
              onAssign={async (ids, assigneeId) => {
                try {
                  const n = await jobAssignment.mutateAsync({
                    jobIds: ids,
                    assigneeId,
                    assignedBy: userId,
                  });
                  toast.success(`Successfully assigned ${n} job(s)`);
                  return true;
                } catch (error) {
                  toast.error('Failed to assign jobs', messageOf(error));
                  return false;
                }
              }}
            />
          ),
        },
        {
          key: 'candidates',
          label: `Candidates (${candidates.data?.total ?? 0})`,
          children: (
            <AssignmentTable<ManagedCandidate>
              kind="candidates"
              rows={candidates.data?.rows ?? []}
              total={candidates.data?.total ?? 0}
              page={candidatePage}
              pageSize={PAGE_SIZE}
              onPageChange={setCandidatePage}
              loading={candidates.isFetching || candidateAssignees.isFetching}
              staff={members}
              emptyText="No candidates found"
              rowLabel={(c) => `${c.first_name} ${c.last_name}`.trim() || (c.email ?? c.id)}
              columns={[
                {
                  title: 'Name',
                  key: 'name',
                  render: (_, c) => `${c.first_name} ${c.last_name}`.trim(),
                },
                { title: 'Email', dataIndex: 'email', key: 'email' },
                {
                  title: 'Skills',
                  key: 'skills',
                  render: (_, c) => <SkillBadges skills={c.skills} />,
                },
                {
                  title: 'Currently Assigned To',
                  key: 'assigned',
                  render: (_, c) => directory.nameOf(candidateAssignees.data?.[c.id]),
                },
              ]}
              onAssign={async (ids, assigneeId) => {
                try {
                  const n = await candidateAssignment.mutateAsync({
                    candidateIds: ids,
                    assigneeId,
                    assignedBy: userId,
                  });
                  toast.success(`Successfully assigned ${n} candidate(s)`);
                  return true;
                } catch (error) {
                  toast.error('Failed to assign candidates', messageOf(error));
                  return false;
                }
              }}
            />
          ),
        },
      ]}
    />
  );
}

export function ManageAssignmentsPage() {
  const workspace = useCompanyWorkspace();
  if (workspace.loading) return <PageLoader />;
  if (
    !workspace.capabilities.canAssignJobs ||
    !workspace.membership?.companyId ||
    !workspace.user
  ) {
    return (
      <Result
        status="403"
        title="Access Denied"
        subTitle="You don't have permission to manage assignments."
      />
    );
  }
  return (
    <Card>
      <Typography.Title level={2}>Manage Assignments</Typography.Title>
      <AssignmentsWorkspace companyId={workspace.membership.companyId} userId={workspace.user.id} />
    </Card>
  );
}
