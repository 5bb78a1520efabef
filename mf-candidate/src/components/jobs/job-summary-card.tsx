import { formatDate, formatSalary, underscoresToSpaces } from '@portal/shared';
import { Card, Descriptions } from 'antd';
import { companyNameOf, postedAtOf, type CandidateJob } from '../../lib/jobs/types';

/** 'Job Summary': company, location, type, experience level, salary range and posting date. */
export function JobSummaryCard({ job }: { job: CandidateJob }) {
  return (
    <Card title="Job Summary">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'company', label: 'Company', children: companyNameOf(job) || '-' },
          { key: 'location', label: 'Location', children: job.location || '-' },
          { key: 'type', label: 'Job Type', children: underscoresToSpaces(job.job_type) || '-' },
          {
            key: 'level',
            label: 'Experience Level',
            children: underscoresToSpaces(job.experience_level) || '-',
          },
          {
            key: 'salary',
            label: 'Salary Range',
            children: formatSalary(job.salary_min, job.salary_max),
          },
          { key: 'posted', label: 'Posted', children: formatDate(postedAtOf(job)) },
        ]}
      />
    </Card>
  );
}
