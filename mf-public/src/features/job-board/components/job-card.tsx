import { formatDate, formatSalary, humanize } from '@portal/shared';
import { Space, Tag, theme } from 'antd';
import { Link } from 'react-router-dom';
import { Heading, Lead, Surface } from '../../../components/content-blocks';
import type { PublicJobCard } from '../api/public-job-types';
import { jobLocations } from '@portal/shared/job-board';

export function JobCard({ job }: { job: PublicJobCard }) {
  const { token } = theme.useToken();
  return (
    <Surface style={{ marginBottom: 12, padding: token.paddingSM }}>
      <Heading level={2} style={{ fontSize: 18, margin: 0 }}>
        <Link to={`/jobs/${job.id}`}>{job.title}</Link>
      </Heading>
      <Lead secondary={false} style={{ margin: '4px 0' }}>
        <Link to={`/careers/${job.company.slug}`}>{job.company.name}</Link>
        {' · '}
        {jobLocations(job).join(' · ') || 'Location not specified'}
      </Lead>
      <Space wrap size={[4, 4]}>
        {job.job_type && <Tag>{humanize(job.job_type)}</Tag>}
        {job.experience_level && <Tag>{humanize(job.experience_level)}</Tag>}
        {job.is_remote && <Tag color="blue">Remote</Tag>}
        <Tag>{formatSalary(job.salary_min, job.salary_max)}</Tag>
        <span style={{ color: token.colorTextSecondary }}>Posted {formatDate(job.posted_at)}</span>
      </Space>
    </Surface>
  );
}
