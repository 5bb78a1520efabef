import { FunctionCallError } from '@portal/shared/supabase';
import {
  AreaError,
  ApplicationStatusTag,
  formatDate,
  formatExpiryDay,
  PageLoader,
  underscoresToSpaces,
  useToast,
  messageOf,
  paths,
} from '@portal/shared';
import { JOB_MANAGE_STATUSES } from '@portal/shared/validation';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Popconfirm,
  Result,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { JobStatusTag } from '../../components/jobs/job-status-tag';
import { RequireActiveCompany } from '../../components/workspace/require-active-company';
import { ExportApplicantsButton } from '../../features/applications/components/export-applicants-button';
import { useDeleteJobMutation } from '../../features/jobs/api/delete-job';
import { useJobQuery } from '../../features/jobs/api/get-job';
import { useUpdateJobStatusMutation } from '../../features/jobs/api/update-job-status';
import { useApplicationScoresQuery } from '../../features/matching/api/get-application-scores';
import { SuggestedCandidatesCard } from '../../features/matching/components/suggested-candidates-card';
import { VendorAssignmentCard } from '../../features/vendors/components/vendor-assignment-card';
import {
  useJobApplicationsQuery,
  type JobApplication,
} from '../../lib/applications/get-job-applications';
import { useJobAssigneesQuery } from '../../lib/assignments/job-assignments';
import { staffLabel, useAssignableStaffQuery } from '../../lib/assignments/list-assignable-staff';
import { useSetJobAssignmentMutation } from '../../lib/assignments/set-job-assignment';
import type { Job } from '../../lib/jobs/types';
import type { CompanyWorkspace } from '../../lib/workspace/use-company-workspace';
import { jobTermItems } from '../../components/jobs/job-term-items';

export const DELETE_JOB_CONFIRMATION =
  'Are you sure you want to delete this job? This action cannot be undone.';

function ManageJob({ jobId, workspace }: { jobId: string; workspace: CompanyWorkspace }) {
  const toast = useToast();
  const navigate = useNavigate();
  const userId = workspace.user!.id;
  const companyId = workspace.company!.id;
  const { canAssignJobs } = workspace.capabilities;
  const job = useJobQuery({ userId, jobId });
  const applications = useJobApplicationsQuery({ userId, jobId });
  const scores = useApplicationScoresQuery({ jobId });
  const staff = useAssignableStaffQuery({ companyId }, canAssignJobs);
  const assignees = useJobAssigneesQuery({ jobIds: [jobId] }, canAssignJobs);
  const statusChange = useUpdateJobStatusMutation();
  const assignment = useSetJobAssignmentMutation();
  const deletion = useDeleteJobMutation();
  // The picked status shows at once and goes back when the server refuses it.
  const [status, setStatus] = useState<string>();

  useEffect(() => {
    if (job.data) setStatus(job.data.status);
  }, [job.data]);

  if (job.isPending) return <PageLoader />;
  if (
    job.error instanceof FunctionCallError &&
    (job.error.status === 404 || job.error.status === 400)
  ) {
    return (
      <Result
        status="404"
        title="Job Not Found"
        subTitle="This job does not exist or you do not have access to it."
        extra={<Button onClick={() => navigate(paths.company.dashboard)}>Back to Dashboard</Button>}
      />
    );
  }
  if (job.error || !job.data)
    return (
      <AreaError
        title="Failed to load job details"
        error={job.error}
        onRetry={() => void job.refetch()}
      />
    );
  const data: Job = job.data;

  async function changeStatus(next: string) {
    const previous = status;
    setStatus(next);
    try {
      await statusChange.mutateAsync({ userId, jobId, status: next });
      toast.success('Job status updated successfully');
    } catch (error) {
      setStatus(previous);
      toast.error('Failed to update job status', messageOf(error));
    }
  }

  function changeAssignee(next: string) {
    assignment.mutate(
      { jobId, assigneeId: next || null, assignedBy: userId },
      {
        onSuccess: (outcome) =>
          toast.success(outcome === 'assigned' ? 'Job assigned successfully' : 'Job unassigned'),
        onError: (error) => toast.error(`Failed to update assignment: ${messageOf(error)}`),
      },
    );
  }

  async function remove() {
    try {
      await deletion.mutateAsync({ userId, jobId });
      toast.success('Job deleted successfully!');
      navigate(paths.company.dashboard);
    } catch (error) {
      toast.error('Failed to delete job', messageOf(error));
    }
  }

  const list = (items: string[] | null) =>
    items && items.length > 0 ? items.map((i) => <Tag key={i}>{i}</Tag>) : '—';

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {data.title}
          </Typography.Title>
          <JobStatusTag status={status ?? data.status} />
        </Space>
        {(canAssignJobs || data.created_by === userId) && (
          <Popconfirm
            title="Delete job"
            description={DELETE_JOB_CONFIRMATION}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => remove()}
          >
            <Button danger>Delete Job</Button>
          </Popconfirm>
        )}
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card title="Job Details">
            <Descriptions
              column={{ xs: 1, md: 2 }}
              items={[
                {
                  key: 'location',
                  label: 'Location',
                  children:
                    [data.location, ...(data.locations ?? [])].filter(Boolean).join(' · ') || '—',
                },
                ...jobTermItems(data),
                {
                  key: 'experience',
                  label: 'Experience Required',
                  children: data.experience_required || '—',
                },
                {
                  key: 'education',
                  label: 'Education Required',
                  children: data.education_required || '—',
                },
                { key: 'created', label: 'Posted', children: formatDate(data.created_at) },
                {
                  key: 'expires',
                  label: 'Expires',
                  children: formatExpiryDay(data.expires_at) || '—',
                },
                {
                  key: 'skills',
                  label: 'Required Skills',
                  children: list(data.skills_required),
                  span: 2,
                },
                {
                  key: 'preferred',
                  label: 'Preferred Skills',
                  children: list(data.preferred_skills),
                  span: 2,
                },
              ]}
            />
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 16 }}>
              {data.description}
            </Typography.Paragraph>
            {(data.requirements ?? []).length > 0 && (
              <ul>
                {data.requirements!.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            )}
            {(data.questions ?? []).length > 0 && (
              <>
                <Typography.Title level={3} style={{ fontSize: 16 }}>
                  Screening Questions
                </Typography.Title>
                <ol>
                  {data.questions!.map((q) => (
                    <li key={q.id}>
                      {q.question} <Tag>{underscoresToSpaces(q.question_type)}</Tag>
                      {q.is_required && <Tag color="red">Required</Tag>}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card title="Status">
              <Select
                aria-label="Job status"
                style={{ width: '100%' }}
                value={status}
                onChange={(value: string) => void changeStatus(value)}
                options={[
                  ...JOB_MANAGE_STATUSES.map((s) => ({ value: s, label: s })),
                  ...(status && !(JOB_MANAGE_STATUSES as readonly string[]).includes(status)
                    ? [{ value: status, label: status }]
                    : []),
                ]}
              />
            </Card>
            {canAssignJobs && (
              <Card title="Assignment">
                <Select
                  aria-label="Assigned team member"
                  style={{ width: '100%' }}
                  loading={staff.isLoading || assignees.isLoading}
                  value={assignees.data?.[jobId] ?? ''}
                  onChange={(value: string) => changeAssignee(value)}
                  options={[
                    { value: '', label: 'Unassigned' },
                    ...(staff.data ?? []).map((m) => ({ value: m.user_id, label: staffLabel(m) })),
                  ]}
                />
              </Card>
            )}
            <Card title="Statistics">
              <Space size="large">
                <Statistic
                  title="Applications"
                  value={applications.data?.length ?? 0}
                  loading={applications.isPending && !applications.isError}
                />
                <Statistic title="Views" value={0} />
              </Space>
            </Card>
            {canAssignJobs && (
              <VendorAssignmentCard jobId={jobId} companyId={companyId} userId={userId} />
            )}
          </Space>
        </Col>
      </Row>
      <Card
        title="Applications"
        extra={
          <Space wrap>
            <ExportApplicantsButton jobId={data.id} jobTitle={data.title} />
            <Button type="primary" onClick={() => navigate(paths.company.pipeline(data.id))}>
              Open Pipeline Board
            </Button>
          </Space>
        }
      >
        {applications.error ? (
          <AreaError
            title="Failed to load applications"
            error={applications.error}
            onRetry={() => void applications.refetch()}
          />
        ) : (
          <Table<JobApplication>
            rowKey="id"
            loading={applications.isPending && !applications.isError}
            dataSource={applications.data ?? []}
            locale={{ emptyText: 'No applications yet' }}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            columns={[
              {
                title: 'Candidate',
                key: 'candidate',
                render: (_, a) =>
                  a.candidate
                    ? `${a.candidate.first_name} ${a.candidate.last_name}`.trim()
                    : 'Unknown candidate',
              },
              { title: 'Email', key: 'email', render: (_, a) => a.candidate?.email ?? '—' },
              {
                title: 'Match',
                key: 'match',
                sorter: (a, b) => (scores.data?.[a.id] ?? -1) - (scores.data?.[b.id] ?? -1),
                sortDirections: ['descend', 'ascend'],
                render: (_, a) =>
                  scores.data?.[a.id] === undefined ? '—' : `${scores.data[a.id]}%`,
              },
              { title: 'Applied', key: 'applied', render: (_, a) => formatDate(a.applied_at) },
              {
                title: 'Status',
                key: 'status',
                render: (_, a) => <ApplicationStatusTag status={a.status} reader="company" />,
              },
              {
                title: 'Actions',
                key: 'actions',
                render: (_, a) => (
                  <Button onClick={() => navigate(paths.company.application(a.id))}>View</Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      <SuggestedCandidatesCard
        jobId={jobId}
        companyId={companyId}
        userId={userId}
        canAssign={canAssignJobs}
      />
    </Space>
  );
}

export function ManageJobPage() {
  const { id } = useParams();
  if (!id) return <Navigate to={paths.company.dashboard} replace />;
  return (
    <RequireActiveCompany>
      {(workspace) => <ManageJob jobId={id} workspace={workspace} />}
    </RequireActiveCompany>
  );
}

/** /company/jobs/{id}/manage is an alias of the canonical /company/manage-job/{id}. */
export function ManageJobRedirect() {
  const { id } = useParams();
  return <Navigate to={`/company/manage-job/${id ?? ''}`} replace />;
}
