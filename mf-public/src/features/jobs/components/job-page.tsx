import { AreaError, PageLoader, formatDate, formatSalary, humanize, useAuth } from '@portal/shared';
import { Button, Card, Descriptions, Result, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getJob, type PublicJob } from '../api/get-job';

type Load =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'done'; job: PublicJob | null };

/** A job's public page; jobs are only readable by signed-in users, so visitors are asked to sign in. */
export function JobPage() {
  const { id = '' } = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const userId = auth.user?.id;

  const fetchJob = useCallback(() => {
    setLoad({ status: 'loading' });
    getJob({ id })
      .then((job) => setLoad({ status: 'done', job }))
      .catch((error: unknown) => setLoad({ status: 'error', error }));
  }, [id]);

  useEffect(() => {
    if (userId) fetchJob();
  }, [userId, fetchJob]);

  if (auth.loading) return <PageLoader />;
  if (!auth.user) {
    return (
      <Result
        status="info"
        title="Sign in to view this job"
        subTitle="Job details are available to signed-in candidates and company teams."
        extra={
          <Space wrap>
            <Button
              type="primary"
              onClick={() => navigate(`/signin?redirect=${encodeURIComponent(`/jobs/${id}`)}`)}
            >
              Sign In
            </Button>
            <Button onClick={() => navigate('/signup?role=candidate')}>Create an account</Button>
          </Space>
        }
      />
    );
  }
  if (load.status === 'loading') return <PageLoader />;
  if (load.status === 'error')
    return <AreaError title="Failed to load job" error={load.error} onRetry={fetchJob} />;
  if (!load.job) {
    return (
      <Result
        status="404"
        title="Job not found"
        subTitle="This job does not exist or is no longer open."
        extra={<Button onClick={() => navigate('/')}>Back to Home</Button>}
      />
    );
  }

  const job = load.job;
  const locations = job.locations.length > 0 ? job.locations.join(', ') : job.location;
  return (
    <Card style={{ maxWidth: 900, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {job.title}
      </Typography.Title>
      {job.company && (
        <Typography.Title level={4} type="secondary" style={{ marginTop: 0 }}>
          {job.company.name}
        </Typography.Title>
      )}
      <Descriptions column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Location">{locations || 'Not specified'}</Descriptions.Item>
        <Descriptions.Item label="Job type">
          {humanize(job.job_type) || 'Not specified'}
        </Descriptions.Item>
        <Descriptions.Item label="Experience">
          {humanize(job.experience_level) || 'Not specified'}
        </Descriptions.Item>
        <Descriptions.Item label="Salary">
          {formatSalary(job.salary_min, job.salary_max)}
        </Descriptions.Item>
        <Descriptions.Item label="Posted">{formatDate(job.created_at)}</Descriptions.Item>
        {job.expires_at && (
          <Descriptions.Item label="Closes">{formatDate(job.expires_at)}</Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {job.description}
      </Typography.Paragraph>
      {job.skills_required.length > 0 && (
        <>
          <Typography.Title level={4}>Skills</Typography.Title>
          <Space wrap style={{ marginBottom: 16 }}>
            {job.skills_required.map((skill) => (
              <Tag key={skill}>{skill}</Tag>
            ))}
          </Space>
        </>
      )}
      {job.requirements.length > 0 && (
        <>
          <Typography.Title level={4}>Requirements</Typography.Title>
          <ul>
            {job.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </>
      )}
      {auth.role === 'CANDIDATE' && !auth.membership && (
        <Button type="primary" size="large" onClick={() => navigate(`/candidate/apply/${job.id}`)}>
          Apply Now
        </Button>
      )}
    </Card>
  );
}
