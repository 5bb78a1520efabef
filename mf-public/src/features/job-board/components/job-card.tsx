import { formatDate, formatSalary, humanize } from '@portal/shared';
import { Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { PublicJobCard } from '../api/public-job-types';
import { jobLocations } from '@portal/shared/job-board';

export function JobCard({ job }: { job: PublicJobCard }) {
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        <Link to={`/jobs/${job.id}`}>{job.title}</Link>
      </Typography.Title>
      <Typography.Paragraph style={{ margin: '4px 0' }}>
        <Link to={`/careers/${job.company.slug}`}>{job.company.name}</Link>
        {' · '}
        {jobLocations(job).join(' · ') || 'Location not specified'}
      </Typography.Paragraph>
      <Space wrap size={[4, 4]}>
        {job.job_type && <Tag>{humanize(job.job_type)}</Tag>}
        {job.experience_level && <Tag>{humanize(job.experience_level)}</Tag>}
        {job.is_remote && <Tag color="blue">Remote</Tag>}
        <Tag>{formatSalary(job.salary_min, job.salary_max)}</Tag>
        <Typography.Text type="secondary">Posted {formatDate(job.posted_at)}</Typography.Text>
      </Space>
    </Card>
  );
}
