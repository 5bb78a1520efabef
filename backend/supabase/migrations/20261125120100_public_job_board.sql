-- The public job board: what a visitor reads without signing in. Anonymous callers never read the
-- jobs or companies tables; they call these functions, which return only open jobs and only the
-- public company fields (name, DBA, industry, size, location, website, description, logo, social
-- links and the careers slug).
--
-- A job is on the board when it is published, open or active, has not expired (it stays open
-- through the end of its expiry day, UTC) and its company is approved and has a tier.

create or replace function private.join_words(p_words text[])
returns text
language sql immutable
set search_path = ''
as $$
  select coalesce(array_to_string(p_words, ' '), '')
$$;
revoke all on function private.join_words(text[]) from public, anon;
-- The generated columns below call it as whoever writes the job.
grant execute on function private.join_words(text[]) to authenticated, service_role;

-- The words a search matches (title and required skills), the words of every location, a remote
-- flag and the salary the board sorts by, kept with the row for the board's indexes.
alter table public.jobs
  add column board_words tsvector generated always as (
    to_tsvector('simple'::regconfig, title || ' ' || private.join_words(skills_required))) stored,
  add column location_words tsvector generated always as (
    to_tsvector('simple'::regconfig, coalesce(location, '') || ' ' || private.join_words(locations))) stored,
  add column is_remote boolean generated always as (
    job_type = 'REMOTE' or lower(coalesce(location, '') || ' ' || private.join_words(locations)) like '%remote%') stored,
  add column salary_sort integer generated always as (coalesce(salary_max, salary_min)) stored;

-- Start of today (UTC): a job expiring today is still open.
create or replace function private.board_today()
returns timestamptz
language sql stable
set search_path = ''
as $$
  select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
$$;
revoke all on function private.board_today() from public, anon, authenticated;

-- Whether a company's open jobs are on the board: approved, with a tier. Jobs keep the answer in
-- company_listed (below), so the board reads jobs alone, in index order.
create or replace function private.company_listed(p_company_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.companies c
    join public.company_subscriptions s on s.company_id = c.id
    where c.id = p_company_id and c.is_approved and s.tier <> 'none')
$$;
revoke all on function private.company_listed(uuid) from public, anon, authenticated;

alter table public.jobs add column company_listed boolean not null default false;
update public.jobs j set company_listed = private.company_listed(j.company_id);

-- A job written while its company's approval or tier changes waits for that change (the company
-- row is share-locked), so it reads the outcome; the change's own update then sees the job.
create or replace function private.job_company_listed()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform 1 from public.companies c where c.id = new.company_id for share;
  new.company_listed := private.company_listed(new.company_id);
  return new;
end;
$$;
revoke all on function private.job_company_listed() from public, anon, authenticated;
create trigger jobs_company_listed before insert or update of company_id on public.jobs
  for each row execute function private.job_company_listed();

create or replace function private.relist_company_jobs()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_company_id uuid;
  v_listed boolean;
begin
  if tg_table_name = 'companies' then
    v_company_id := new.id;
  else
    v_company_id := new.company_id;
  end if;
  perform 1 from public.companies c where c.id = v_company_id for no key update;
  v_listed := private.company_listed(v_company_id);
  update public.jobs j set company_listed = v_listed
  where j.company_id = v_company_id and j.company_listed <> v_listed;
  return null;
end;
$$;
revoke all on function private.relist_company_jobs() from public, anon, authenticated;
create trigger companies_relist_jobs after update of is_approved on public.companies
  for each row execute function private.relist_company_jobs();
create trigger company_subscriptions_relist_jobs after insert or update of tier, company_id on public.company_subscriptions
  for each row execute function private.relist_company_jobs();

-- Pages in each sort order are read from these in order and stop after their rows; searches by
-- words start from the word indexes.
create index jobs_board_newest_idx
  on public.jobs (created_at desc, id desc)
  include (company_id, expires_at, job_type, experience_level, is_remote, salary_sort)
  where status in ('published', 'open', 'active') and company_listed;
create index jobs_board_salary_idx
  on public.jobs (salary_sort desc nulls last, created_at desc, id desc)
  include (company_id, expires_at, job_type, experience_level, is_remote)
  where status in ('published', 'open', 'active') and company_listed;
create index jobs_board_words_idx on public.jobs using gin (board_words)
  where status in ('published', 'open', 'active') and company_listed;
create index companies_board_words_idx
  on public.companies using gin (to_tsvector('simple'::regconfig, name || ' ' || coalesce(dba_name, '')))
  where is_approved;
create index jobs_board_location_words_idx on public.jobs using gin (location_words)
  where status in ('published', 'open', 'active') and company_listed;

create or replace function private.board_company(p_company public.companies)
returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'id', p_company.id,
    'slug', p_company.slug,
    'name', p_company.name,
    'dba_name', p_company.dba_name,
    'industry', p_company.industry,
    'company_size', p_company.company_size,
    'location', p_company.location,
    'website', p_company.website,
    'description', p_company.description,
    'logo_url', p_company.logo_url,
    'linkedin_url', p_company.linkedin_url,
    'twitter_url', p_company.twitter_url,
    'facebook_url', p_company.facebook_url,
    'instagram_url', p_company.instagram_url)
$$;
revoke all on function private.board_company(public.companies) from public, anon, authenticated;

-- A job as the board shows it; p_full adds the description and the lists a job page needs.
create or replace function private.board_job(p_job public.jobs, p_company public.companies, p_full boolean)
returns json
language sql stable
set search_path = ''
as $$
  select json_build_object(
    'id', p_job.id,
    'title', p_job.title,
    'location', p_job.location,
    'locations', p_job.locations,
    'is_remote', p_job.is_remote,
    'job_type', p_job.job_type,
    'experience_level', p_job.experience_level,
    'salary_min', p_job.salary_min,
    'salary_max', p_job.salary_max,
    'skills_required', p_job.skills_required,
    'posted_at', p_job.created_at,
    'updated_at', p_job.updated_at,
    'expires_at', p_job.expires_at,
    'company', case when p_full then private.board_company(p_company)
      else json_build_object('id', p_company.id, 'slug', p_company.slug, 'name', p_company.name,
        'logo_url', p_company.logo_url) end)::jsonb
    || case when p_full then jsonb_build_object(
      'description', p_job.description,
      'requirements', p_job.requirements,
      'preferred_skills', p_job.preferred_skills,
      'experience_required', p_job.experience_required,
      'education_required', p_job.education_required)
    else jsonb_build_object('summary', left(p_job.description, 200)) end
$$;
revoke all on function private.board_job(public.jobs, public.companies, boolean) from public, anon, authenticated;

-- A search text as a query matching every one of its words at the start of a word of the job
-- ('eng' finds 'Engineer'); null when it has no words.
create or replace function private.board_words_query(p_text text)
returns tsquery
language sql immutable
set search_path = ''
as $$
  select to_tsquery('simple'::regconfig, string_agg(quote_literal(w.lexeme) || ':*', ' & '))
  from unnest(to_tsvector('simple'::regconfig, coalesce(p_text, ''))) w
$$;
revoke all on function private.board_words_query(text) from public, anon, authenticated;

-- The board's search. Filters left null do not apply. p_query finds jobs whose title and required
-- skills, or whose company's name, hold each of its words; p_location any of the job's locations; p_min_salary jobs whose best salary
-- reaches it. Sorts: 'newest' or 'salary' (highest first, jobs without a salary last). The total
-- is exact up to 1000 and reported as 1000 with total_capped beyond; a page past the end is empty.
-- Bad values raise 22023 with a message saying which.
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
  v_where := 'j.status in (''published'', ''open'', ''active'')'
    || ' and (j.expires_at is null or j.expires_at >= $1)'
    || ' and j.company_listed'
    || case when v_query is not null then ' and (j.board_words @@ $2 or j.company_id = any($3))' else '' end
    || case when v_location is not null then ' and j.location_words @@ $4' else '' end
    || case when p_remote is not null then ' and j.is_remote = $5' else '' end
    || case when p_job_type is not null then ' and j.job_type = $6' else '' end
    || case when p_experience_level is not null then ' and j.experience_level = $7' else '' end
    || case when p_min_salary is not null then ' and j.salary_sort >= $8' else '' end
    || case when p_posted_after is not null then ' and j.created_at > $9' else '' end;
  v_order := case when v_sort = 'salary' then 'j.salary_sort desc nulls last, ' else '' end
    || 'j.created_at desc, j.id desc';

  execute 'select count(*) from (select 1 from public.jobs j where ' || v_where || ' limit 1001) matched'
    into v_total
    using v_today, v_query, v_company_ids, v_location, p_remote, p_job_type, p_experience_level, p_min_salary,
      p_posted_after;

  execute 'select coalesce(json_agg(page.job order by ' || replace(v_order, 'j.', 'page.') || '), ''[]'') from ('
      || 'select private.board_job(j, c, false) as job, j.salary_sort, j.created_at, j.id from ('
      || 'select j.* from public.jobs j where ' || v_where || ' order by ' || v_order
      || ' offset $10 limit $11) j join public.companies c on c.id = j.company_id) page'
    into v_jobs
    using v_today, v_query, v_company_ids, v_location, p_remote, p_job_type, p_experience_level, p_min_salary,
      p_posted_after, (v_page::bigint - 1) * v_size, v_size;

  return json_build_object(
    'jobs', v_jobs,
    'total', least(v_total, 1000),
    'total_capped', v_total > 1000,
    'page', v_page,
    'page_size', v_size,
    'sort', v_sort);
end;
$$;
revoke all on function public.search_public_jobs(text, text, boolean, text, text, integer, text, integer, integer, timestamptz) from public;
grant execute on function public.search_public_jobs(text, text, boolean, text, text, integer, text, integer, integer, timestamptz)
  to anon, authenticated, service_role;

-- One open job with its company's public profile; null when the job is not on the board (draft,
-- closed, filled, expired, unknown, or its company unapproved or without a tier).
create or replace function public.get_public_job(p_job_id uuid)
returns json
language sql stable security definer
set search_path = ''
as $$
  select private.board_job(j, c, true)
  from public.jobs j
  join public.companies c on c.id = j.company_id
  where j.id = p_job_id
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at >= private.board_today())
    and j.company_listed
$$;
revoke all on function public.get_public_job(uuid) from public;
grant execute on function public.get_public_job(uuid) to anon, authenticated, service_role;

-- A careers page: the company's public profile and its open jobs, newest first (at most 200);
-- null when no approved company with a tier has that slug.
create or replace function public.get_careers_page(p_slug text)
returns json
language sql stable security definer
set search_path = ''
as $$
  select json_build_object(
    'company', private.board_company(c),
    'jobs', coalesce((
      select json_agg(private.board_job(j, c, false) order by j.created_at desc, j.id desc)
      from (
        select j.* from public.jobs j
        where j.company_id = c.id
          and j.company_listed
          and j.status in ('published', 'open', 'active')
          and (j.expires_at is null or j.expires_at >= private.board_today())
        order by j.created_at desc, j.id desc
        limit 200) j), '[]'))
  from public.companies c
  where c.slug = lower(p_slug)
    and private.company_listed(c.id)
$$;
revoke all on function public.get_careers_page(text) from public;
grant execute on function public.get_careers_page(text) to anon, authenticated, service_role;

-- What the sitemap lists: every open job and the careers page of every company on the board.
create or replace function public.list_public_pages()
returns json
language sql stable security definer
set search_path = ''
as $$
  select json_build_object(
    'jobs', coalesce((
      select json_agg(json_build_object('id', j.id, 'updated_at', j.updated_at) order by j.created_at desc, j.id desc)
      from public.jobs j
      where j.status in ('published', 'open', 'active')
        and (j.expires_at is null or j.expires_at >= private.board_today())
        and j.company_listed), '[]'),
    'companies', coalesce((
      select json_agg(json_build_object('slug', c.slug, 'updated_at', c.updated_at) order by c.slug)
      from public.companies c
      where c.is_approved and private.company_listed(c.id)), '[]'))
$$;
revoke all on function public.list_public_pages() from public;
grant execute on function public.list_public_pages() to anon, authenticated, service_role;
