// The job board's filters live in the URL (/jobs?q=...&type=...) so a search can be shared. The
// board's page and the portal's server (scripts/job-board-pages.mjs) both read them here, so
// they accept the same values and name what is wrong in the same words. Plain CommonJS, so Node
// loads it without a build step.
'use strict';

const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE'];
const EXPERIENCE_LEVELS = ['entry_level', 'mid_level', 'senior_level', 'lead', 'executive'];
const SORTS = ['newest', 'salary'];
const PAGE_SIZE = 20;
// A page past this is past any result the board's total reports.
const MAX_PAGE = 10_000;
const WHOLE_NUMBER = /^\d{1,9}$/;

function parseBoardQuery(params) {
  const filters = { sort: 'newest', page: 1 };
  const errors = [];
  const ignored = [];
  for (const [key, raw] of params) {
    const value = raw.trim();
    if (!value) continue;
    switch (key) {
      case 'q':
      case 'location':
        if (value.length > 100) errors.push('Search text can be at most 100 characters');
        else filters[key] = value;
        break;
      case 'remote':
        if (value === 'true' || value === 'false') filters.remote = value === 'true';
        else errors.push(`Unknown remote filter: ${value}`);
        break;
      case 'type':
        if (JOB_TYPES.includes(value)) filters.type = value;
        else errors.push(`Unknown job type: ${value}`);
        break;
      case 'level':
        if (EXPERIENCE_LEVELS.includes(value)) filters.level = value;
        else errors.push(`Unknown experience level: ${value}`);
        break;
      case 'min_salary':
        if (WHOLE_NUMBER.test(value)) filters.min_salary = Number(value);
        else errors.push('Minimum salary must be a whole number of dollars');
        break;
      case 'sort':
        if (SORTS.includes(value)) filters.sort = value;
        else errors.push(`Unknown sort: ${value}`);
        break;
      case 'page':
        if (WHOLE_NUMBER.test(value) && Number(value) >= 1 && Number(value) <= MAX_PAGE)
          filters.page = Number(value);
        else errors.push(`Page must be a number from 1 to ${MAX_PAGE}`);
        break;
      default:
        ignored.push(key);
    }
  }
  return { filters, errors, ignored };
}

function boardSearchParams(filters) {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.location) params.set('location', filters.location);
  if (filters.remote !== undefined) params.set('remote', String(filters.remote));
  if (filters.type) params.set('type', filters.type);
  if (filters.level) params.set('level', filters.level);
  if (filters.min_salary !== undefined) params.set('min_salary', String(filters.min_salary));
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}

function boardPath(filters) {
  const query = boardSearchParams(filters).toString();
  return query ? `/jobs?${query}` : '/jobs';
}

// A filter left out is not sent: the function's default (no filter) applies.
function searchArguments(filters) {
  return {
    p_query: filters.q || undefined,
    p_location: filters.location || undefined,
    p_remote: filters.remote,
    p_job_type: filters.type,
    p_experience_level: filters.level,
    p_min_salary: filters.min_salary,
    p_sort: filters.sort ?? 'newest',
    p_page: filters.page ?? 1,
    p_page_size: PAGE_SIZE,
  };
}

function jobLocations(job) {
  return [
    ...new Set([job.location, ...(job.locations ?? [])].map((l) => l?.trim()).filter((l) => !!l)),
  ];
}

module.exports = {
  JOB_TYPES,
  EXPERIENCE_LEVELS,
  PAGE_SIZE,
  MAX_PAGE,
  parseBoardQuery,
  boardSearchParams,
  boardPath,
  searchArguments,
  jobLocations,
};
