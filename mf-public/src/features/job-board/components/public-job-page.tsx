import { AreaError, PageLoader, formatDate, formatSalary, humanize } from '@portal/shared';
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePublicJobQuery } from '../api/get-public-job';
import { jobLocations } from '@portal/shared/job-board';
import { ApplyButton } from './apply-button';
import { JobNotFound } from './job-not-found';
import { SaveJobAction } from './candidate-actions';

function List({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** An open job as anyone may read it; anything else is 'Job Not Found'. */
export function PublicJobPage() {
  const { id = '' } = useParams();
  const query = usePublicJobQuery({ id });
  const job = query.data ?? null;

  useEffect(() => {
    if (job) document.title = `${job.title} at ${job.company.name} | TalentBridge`;
    else if (query.isSuccess) document.title = 'Job Not Found | TalentBridge';
  }, [job, query.isSuccess]);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <AreaError
        title="Failed to load job"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  if (!job) return <JobNotFound />;

  return (
    <Card style={{ maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {job.title}
      </Typography.Title>
      <Typography.Paragraph>
        <Link to={`/careers/${job.company.slug}`}>{job.company.name}</Link>
        {job.company.industry ? ` · ${job.company.industry}` : ''}
      </Typography.Paragraph>
      <Descriptions column={{ xs: 1, md: 2 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Location">
          {jobLocations(job).join(' · ') || 'Not specified'}
        </Descriptions.Item>
        <Descriptions.Item label="Job type">
          {humanize(job.job_type) || 'Not specified'}
        </Descriptions.Item>
        <Descriptions.Item label="Experience level">
          {humanize(job.experience_level) || 'Not specified'}
        </Descriptions.Item>
        <Descriptions.Item label="Salary">
          {formatSalary(job.salary_min, job.salary_max)}
        </Descriptions.Item>
        <Descriptions.Item label="Posted">{formatDate(job.posted_at)}</Descriptions.Item>
      </Descriptions>
      <Space wrap style={{ marginBottom: 16 }}>
        <ApplyButton jobId={job.id} />
        <SaveJobAction jobId={job.id} />
      </Space>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Description
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {job.description}
      </Typography.Paragraph>
      <List title="Requirements" items={job.requirements} />
      {job.skills_required.length > 0 && (
        <>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            Skills
          </Typography.Title>
          <Space wrap style={{ marginBottom: 16 }}>
            {job.skills_required.map((skill) => (
              <Tag key={skill}>{skill}</Tag>
            ))}
          </Space>
        </>
      )}
      <List title="Preferred skills" items={job.preferred_skills} />
      <Card
        type="inner"
        title={`About ${job.company.name}`}
        style={{ margin: '16px 0' }}
        extra={<Link to={`/careers/${job.company.slug}`}>All jobs at {job.company.name}</Link>}
      >
        <Typography.Paragraph type="secondary">
          {[
            job.company.industry,
            job.company.company_size && `${job.company.company_size} employees`,
            job.company.location,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Paragraph>
        {job.company.description && (
          <Typography.Paragraph>{job.company.description}</Typography.Paragraph>
        )}
      </Card>
      <Typography.Paragraph>
        <Link to="/jobs">All jobs</Link>
      </Typography.Paragraph>
    </Card>
  );
}
