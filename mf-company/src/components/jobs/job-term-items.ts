import { formatSalary, underscoresToSpaces, type Tables } from '@portal/shared';
import type { DescriptionsProps } from 'antd';

type JobTerms = Pick<Tables<'jobs'>, 'job_type' | 'experience_level' | 'salary_min' | 'salary_max'>;

/** A job's type, level and salary as rows of a details list, with a dash for what is not set. */
export function jobTermItems(job: JobTerms): NonNullable<DescriptionsProps['items']> {
  return [
    { key: 'type', label: 'Job Type', children: underscoresToSpaces(job.job_type) || '—' },
    {
      key: 'level',
      label: 'Experience Level',
      children: underscoresToSpaces(job.experience_level) || '—',
    },
    { key: 'salary', label: 'Salary', children: formatSalary(job.salary_min, job.salary_max) },
  ];
}
