export declare const JOB_TYPES: readonly [
  'FULL_TIME',
  'PART_TIME',
  'CONTRACT',
  'INTERNSHIP',
  'REMOTE',
];
export declare const EXPERIENCE_LEVELS: readonly [
  'entry_level',
  'mid_level',
  'senior_level',
  'lead',
  'executive',
];
export declare const PAGE_SIZE: 20;
export declare const MAX_PAGE: 10000;

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

/** The board's filters from a /jobs query string; unknown parameters are ignored and named. */
export declare function parseBoardQuery(params: URLSearchParams): BoardQuery;

/** The URL query for filters: defaults left out, so equal searches share one address. */
export declare function boardSearchParams(filters: Partial<BoardFilters>): URLSearchParams;

/** The board's address for filters, e.g. `/jobs?q=react&page=2`. */
export declare function boardPath(filters: Partial<BoardFilters>): string;

/** The arguments of the search_public_jobs function for filters. */
export declare function searchArguments(filters: Partial<BoardFilters>): {
  p_query?: string;
  p_location?: string;
  p_remote?: boolean;
  p_job_type?: JobType;
  p_experience_level?: ExperienceLevel;
  p_min_salary?: number;
  p_sort: 'newest' | 'salary';
  p_page: number;
  p_page_size: number;
};

/** The primary location first, then the others, each once. */
export declare function jobLocations(job: {
  location: string | null;
  locations?: string[] | null;
}): string[];
