-- The board searches a narrow copy of its open jobs instead of the jobs table: a search by words
-- visits a few pages of small rows rather than one wide job row (description, lists) per page,
-- which is what a search spent its time on with 20,000 jobs. The copy holds exactly the jobs that
-- are published, open or active and whose company is approved with a tier (expiry is checked when
-- searching, since it passes with time); a trigger on jobs keeps it, and the company's approval
-- and tier reach it through jobs.company_listed.

create table private.board_jobs (
  job_id uuid primary key references public.jobs (id) on delete cascade,
  company_id uuid not null,
  created_at timestamptz not null,
  expires_at timestamptz,
  job_type text,
  experience_level text,
  is_remote boolean not null,
  salary_sort integer,
  words tsvector not null,
  location_words tsvector not null
);
alter table private.board_jobs enable row level security;
revoke all on private.board_jobs from public, anon, authenticated;

create index board_jobs_newest_idx on private.board_jobs (created_at desc, job_id desc)
  include (expires_at, job_type, experience_level, is_remote, salary_sort, company_id);
create index board_jobs_salary_idx on private.board_jobs (salary_sort desc nulls last, created_at desc, job_id desc)
  include (expires_at, job_type, experience_level, is_remote, company_id);
create index board_jobs_words_idx on private.board_jobs using gin (words);
create index board_jobs_location_words_idx on private.board_jobs using gin (location_words);
create index board_jobs_company_id_idx on private.board_jobs (company_id);

-- The jobs table's own board indexes are replaced by the copy's.
drop index public.jobs_board_newest_idx;
drop index public.jobs_board_salary_idx;
drop index public.jobs_board_words_idx;
drop index public.jobs_board_location_words_idx;

create or replace function private.sync_board_job()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status in ('published', 'open', 'active') and new.company_listed then
    insert into private.board_jobs as b (job_id, company_id, created_at, expires_at, job_type, experience_level,
      is_remote, salary_sort, words, location_words)
    values (new.id, new.company_id, new.created_at, new.expires_at, new.job_type, new.experience_level,
      coalesce(new.is_remote, false), new.salary_sort, new.board_words, new.location_words)
    on conflict (job_id) do update set
      company_id = excluded.company_id, created_at = excluded.created_at, expires_at = excluded.expires_at,
      job_type = excluded.job_type, experience_level = excluded.experience_level, is_remote = excluded.is_remote,
      salary_sort = excluded.salary_sort, words = excluded.words, location_words = excluded.location_words;
  else
    delete from private.board_jobs where job_id = new.id;
  end if;
  return null;
end;
$$;
revoke all on function private.sync_board_job() from public, anon, authenticated;
create trigger jobs_board_copy after insert or update on public.jobs
  for each row execute function private.sync_board_job();

-- Builds the copy again from the jobs: here, and after a bulk load that bypassed the triggers.
create or replace function private.rebuild_board_jobs()
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  lock table private.board_jobs in exclusive mode;
  delete from private.board_jobs;
  insert into private.board_jobs (job_id, company_id, created_at, expires_at, job_type, experience_level,
    is_remote, salary_sort, words, location_words)
  select j.id, j.company_id, j.created_at, j.expires_at, j.job_type, j.experience_level, coalesce(j.is_remote, false),
    j.salary_sort, j.board_words, j.location_words
  from public.jobs j
  where j.status in ('published', 'open', 'active') and j.company_listed;
end;
$$;
revoke all on function private.rebuild_board_jobs() from public, anon, authenticated;
select private.rebuild_board_jobs();

create or replace function public.search_public_jobs(
  p_query text default null,
  p_location text default null,
  p_remote boolean default null,
  p_job_type text default null,
  p_experience_level text default null,
  p_min_salary integer default null,
  p_sort text default 'newest',
  p_page integer default 1,
  p_page_size integer default 20,
  p_posted_after timestamptz default null)
returns json
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_query tsquery := private.board_words_query(p_query);
  v_location tsquery := private.board_words_query(p_location);
  v_today timestamptz := private.board_today();
  v_sort text := coalesce(p_sort, 'newest');
  v_page integer := coalesce(p_page, 1);
  v_size integer := coalesce(p_page_size, 20);
  v_company_ids uuid[];
  v_where text;
  v_order text;
  v_page_sql text;
  v_total integer;
  v_jobs json;
begin
  if length(p_query) > 100 or length(p_location) > 100 then
    raise exception 'Search text can be at most 100 characters' using errcode = '22023';
  end if;
  if p_job_type is not null and p_job_type not in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE') then
    raise exception 'Unknown job type: %', p_job_type using errcode = '22023';
  end if;
  if p_experience_level is not null
     and p_experience_level not in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive') then
    raise exception 'Unknown experience level: %', p_experience_level using errcode = '22023';
  end if;
  if p_min_salary is not null and p_min_salary < 0 then
    raise exception 'Minimum salary cannot be negative' using errcode = '22023';
  end if;
  if v_sort not in ('newest', 'salary') then
    raise exception 'Unknown sort: %', v_sort using errcode = '22023';
  end if;
  if v_page < 1 or v_size < 1 or v_size > 50 then
    raise exception 'Page must be 1 or more and page size between 1 and 50' using errcode = '22023';
  end if;

  -- Companies named by the search; few, and looked up once instead of per job.
  if v_query is not null then
    select coalesce(array_agg(c.id), '{}') into v_company_ids
    from public.companies c
    where c.is_approved
      and to_tsvector('simple'::regconfig, c.name || ' ' || coalesce(c.dba_name, '')) @@ v_query;
  end if;

  -- Only the filters in use go into the statement, so each search is planned for what it asks.
  v_where := '(j.expires_at is null or j.expires_at >= $1)'
    || case when v_query is not null then ' and (j.words @@ $2 or j.company_id = any($3))' else '' end
    || case when v_location is not null then ' and j.location_words @@ $4' else '' end
    || case when p_remote is not null then ' and j.is_remote = $5' else '' end
    || case when p_job_type is not null then ' and j.job_type = $6' else '' end
    || case when p_experience_level is not null then ' and j.experience_level = $7' else '' end
    || case when p_min_salary is not null then ' and j.salary_sort >= $8' else '' end
    || case when p_posted_after is not null then ' and j.created_at > $9' else '' end;
  v_order := case when v_sort = 'salary' then 'j.salary_sort desc nulls last, ' else '' end
    || 'j.created_at desc, j.job_id desc';

  -- One scan finds up to 1001 matches: their number is the total, and when that is all of them the
  -- page is cut from them. Only a search matching more than 1000 jobs reads its page again, in the
  -- order of an index.
  v_page_sql := 'select coalesce(json_agg(private.board_job(jobs, c, false) order by '
    || replace(v_order, 'j.', 'page.') || '), ''[]'') from (%s order by ' || v_order
    || ' offset $10 limit $11) page join public.jobs jobs on jobs.id = page.job_id'
    || ' join public.companies c on c.id = jobs.company_id';
  execute 'with j as materialized (select j.job_id, j.salary_sort, j.created_at from private.board_jobs j where '
      || v_where || ' limit 1001) select (select count(*) from j), ('
      || format(v_page_sql, 'select j.job_id, j.salary_sort, j.created_at from j') || ')'
    into v_total, v_jobs
    using v_today, v_query, v_company_ids, v_location, p_remote, p_job_type, p_experience_level, p_min_salary,
      p_posted_after, (v_page::bigint - 1) * v_size, v_size;
  if v_total > 1000 then
    execute format(v_page_sql, 'select j.job_id, j.salary_sort, j.created_at from private.board_jobs j where ' || v_where)
      into v_jobs
      using v_today, v_query, v_company_ids, v_location, p_remote, p_job_type, p_experience_level, p_min_salary,
        p_posted_after, (v_page::bigint - 1) * v_size, v_size;
  end if;

  return json_build_object(
    'jobs', v_jobs,
    'total', least(v_total, 1000),
    'total_capped', v_total > 1000,
    'page', v_page,
    'page_size', v_size,
    'sort', v_sort);
end;
$$;
