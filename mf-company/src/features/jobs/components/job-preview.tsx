import { formatExpiryDay, formatSalary, underscoresToSpaces } from '@portal/shared';
import {
  parseSalary,
  splitSkills,
  uniqueTrimmed,
  type JobFormInput,
} from '@portal/shared/validation';
import { Card, Descriptions, Empty, List, Space, Tag, Typography } from 'antd';

/** Live view of the job as candidates will read it. */
export function JobPreview({ job }: { job: JobFormInput }) {
  const skills = splitSkills(job.skills_required ?? '');
  const locations = uniqueTrimmed([job.location, ...job.locations]);
  const requirements = uniqueTrimmed(job.requirements);
  const preferred = uniqueTrimmed(job.preferred_skills);
  return (
    <Card title="Preview" aria-label="Job preview">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {job.title.trim() || 'Job title'}
          </Typography.Title>
          {job.status === 'published' ? <Tag color="success">Open</Tag> : <Tag>{job.status}</Tag>}
        </Space>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'location', label: 'Location', children: locations.join(' · ') || '—' },
            { key: 'type', label: 'Job Type', children: underscoresToSpaces(job.job_type) || '—' },
            {
              key: 'level',
              label: 'Experience Level',
              children: underscoresToSpaces(job.experience_level) || '—',
            },
            {
              key: 'salary',
              label: 'Salary',
              children: formatSalary(parseSalary(job.salary_min), parseSalary(job.salary_max)),
            },
            ...(job.experience_required
              ? [{ key: 'exp', label: 'Experience', children: job.experience_required }]
              : []),
            ...(job.education_required
              ? [{ key: 'edu', label: 'Education', children: job.education_required }]
              : []),
            ...(job.expires_at
              ? [{ key: 'expires', label: 'Expires', children: formatExpiryDay(job.expires_at) }]
              : []),
          ]}
        />
        {job.description.trim() ? (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {job.description}
          </Typography.Paragraph>
        ) : (
          <Empty
            description="The job description appears here"
            image={Empty.PRESENTED_IMAGE_SIMPLE}
          />
        )}
        {skills.length > 0 && (
          <div>
            <Typography.Text strong>Required Skills</Typography.Text>
            <div>
              {skills.map((s) => (
                <Tag key={s}>{s}</Tag>
              ))}
            </div>
          </div>
        )}
        {requirements.length > 0 && (
          <List
            size="small"
            header={<strong>Requirements</strong>}
            dataSource={requirements}
            renderItem={(r) => <List.Item>{r}</List.Item>}
          />
        )}
        {preferred.length > 0 && (
          <div>
            <Typography.Text strong>Preferred Skills</Typography.Text>
            <div>
              {preferred.map((s) => (
                <Tag key={s} color="blue">
                  {s}
                </Tag>
              ))}
            </div>
          </div>
        )}
        {job.questions.length > 0 && (
          <Typography.Text type="secondary">
            {job.questions.length} screening question{job.questions.length === 1 ? '' : 's'}
          </Typography.Text>
        )}
      </Space>
    </Card>
  );
}
