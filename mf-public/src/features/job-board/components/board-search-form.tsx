import { LightButton, humanize } from '@portal/shared';
import { Space } from 'antd';
import { useState, type FormEvent } from 'react';
import {
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  type BoardFilters,
  type ExperienceLevel,
  type JobType,
} from '@portal/shared/job-board';
import { LightCheckbox, LightInput, LightSelect } from '../../../components/light-input';

const typeOptions = JOB_TYPES.map((value) => ({ value, label: humanize(value) }));
const levelOptions = EXPERIENCE_LEVELS.map((value) => ({ value, label: humanize(value) }));
const sortOptions = [
  { value: 'newest', label: 'Newest' },
  { value: 'salary', label: 'Highest salary' },
];

/**
 * The board's filters; a search starts again on page 1. The job board is a first page for
 * visitors, so its fields are native controls drawn from the theme's tokens (antd's Select,
 * Checkbox and Input would add some 80 KB of script before the first job shows).
 */
export function BoardSearchForm({
  filters,
  onSearch,
}: {
  filters: BoardFilters;
  onSearch: (filters: BoardFilters) => void;
}) {
  const [q, setQ] = useState(filters.q ?? '');
  const [location, setLocation] = useState(filters.location ?? '');
  const [minSalary, setMinSalary] = useState(filters.min_salary?.toString() ?? '');
  const [salaryError, setSalaryError] = useState('');

  const search = (change: Partial<BoardFilters> = {}) => {
    const salary = minSalary.trim();
    if (salary && !/^\d{1,9}$/.test(salary)) {
      setSalaryError('Minimum salary must be a whole number of dollars');
      return;
    }
    setSalaryError('');
    onSearch({
      ...filters,
      q: q.trim() || undefined,
      location: location.trim() || undefined,
      min_salary: salary ? Number(salary) : undefined,
      ...change,
      page: 1,
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search();
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Search jobs" style={{ marginBottom: 16 }}>
      <Space wrap align="end" size={[12, 12]}>
        <label>
          <div>Title, skill or company</div>
          <LightInput
            value={q}
            onChange={(e) => setQ(e.target.value)}
            maxLength={100}
            style={{ width: 240 }}
          />
        </label>
        <label>
          <div>Location</div>
          <LightInput
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            maxLength={100}
            style={{ width: 180 }}
          />
        </label>
        <label>
          <div>Minimum salary (USD per year)</div>
          <LightInput
            value={minSalary}
            onChange={(e) => setMinSalary(e.target.value)}
            inputMode="numeric"
            invalid={!!salaryError}
            aria-describedby={salaryError ? 'min-salary-error' : undefined}
            style={{ width: 200 }}
          />
        </label>
        <LightButton variant="primary" type="submit">
          Search
        </LightButton>
      </Space>
      {salaryError && (
        <div id="min-salary-error" role="alert" style={{ color: '#c62828', marginTop: 4 }}>
          {salaryError}
        </div>
      )}
      <Space wrap size={[12, 12]} style={{ marginTop: 12 }}>
        <LightSelect
          aria-label="Job type"
          emptyLabel="Any job type"
          value={filters.type ?? ''}
          options={typeOptions}
          onChange={(e) => search({ type: (e.target.value || undefined) as JobType | undefined })}
          style={{ width: 160 }}
        />
        <LightSelect
          aria-label="Experience level"
          emptyLabel="Any experience level"
          value={filters.level ?? ''}
          options={levelOptions}
          onChange={(e) =>
            search({ level: (e.target.value || undefined) as ExperienceLevel | undefined })
          }
          style={{ width: 190 }}
        />
        <LightSelect
          aria-label="Sort by"
          value={filters.sort}
          options={sortOptions}
          onChange={(e) => search({ sort: e.target.value as BoardFilters['sort'] })}
          style={{ width: 160 }}
        />
        <LightCheckbox
          checked={filters.remote === true}
          onChange={(e) => search({ remote: e.target.checked ? true : undefined })}
        >
          Remote only
        </LightCheckbox>
      </Space>
    </form>
  );
}
