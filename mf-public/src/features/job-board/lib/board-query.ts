// The job board's filters live in the URL (/jobs?q=...&type=...) so a search can be shared. The
// portal's server reads the same parameters with the same messages (scripts/job-board-pages.mjs).

export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE'] as const;
export const EXPERIENCE_LEVELS = [
  'entry_level',
  'mid_level',
  'senior_level',
  'lead',
  'executive',
] as const;
export const PAGE_SIZE = 20;
export const MAX_PAGE = 10_000;

export type JobType = (typeof JOB_TYPES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

export interface BoardFilters {
  q?: string;
  location?: string;
  remote?: boolean;
  type?: JobType;
  level?: ExperienceLevel;
  min_salary?: number;
  sort: 'newest' | 'salary';
  page: number;
}

export interface BoardQuery {
  filters: BoardFilters;
  /** Values that cannot be used, each with what is wrong. */
  errors: string[];
  /** Parameters the board does not know. */
  ignored: string[];
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function parseBoardQuery(params: URLSearchParams): BoardQuery {
  const filters: BoardFilters = { sort: 'newest', page: 1 };
  const errors: string[] = [];
  const ignored: string[] = [];
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
        if (isOneOf(JOB_TYPES, value)) filters.type = value;
        else errors.push(`Unknown job type: ${value}`);
        break;
      case 'level':
        if (isOneOf(EXPERIENCE_LEVELS, value)) filters.level = value;
        else errors.push(`Unknown experience level: ${value}`);
        break;
      case 'min_salary':
        if (/^\d{1,9}$/.test(value)) filters.min_salary = Number(value);
        else errors.push('Minimum salary must be a whole number of dollars');
        break;
      case 'sort':
        if (value === 'newest' || value === 'salary') filters.sort = value;
        else errors.push(`Unknown sort: ${value}`);
        break;
      case 'page':
        if (/^\d{1,9}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PAGE)
          filters.page = Number(value);
        else errors.push(`Page must be a number from 1 to ${MAX_PAGE}`);
        break;
      default:
        ignored.push(key);
    }
  }
  return { filters, errors, ignored };
}

/** The URL query for filters: defaults left out, so equal searches share one address. */
export function boardSearchParams(filters: Partial<BoardFilters>): URLSearchParams {
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

/** The primary location first, then the others, each once. */
export function jobLocations(job: { location: string | null; locations: string[] }): string[] {
  return [
    ...new Set(
      [job.location, ...job.locations].map((l) => l?.trim()).filter((l): l is string => !!l),
    ),
  ];
}
