-- The number of open jobs (approved company, open status, not expired) is kept per day of expiry,
-- so a candidate's potential jobs no longer counts every open job on each page: the total is the
-- days after today plus the jobs of today's day that have not expired yet. Jobs without an expiry
-- date are kept under 'infinity'. Days are UTC days.
create table private.open_job_expiry_counts (
  expires_on date primary key,
  jobs integer not null
);
alter table private.open_job_expiry_counts enable row level security;
revoke all on private.open_job_expiry_counts from public, anon, authenticated;

create or replace function private.job_expiry_day(p_expires_at timestamptz)
returns date
language sql immutable
set search_path = ''
as $$
  select coalesce((p_expires_at at time zone 'UTC')::date, 'infinity'::date)
$$;

-- Today's open jobs are read by expiry time; the days after come from the counts.
create index jobs_open_expires_idx
  on public.jobs (expires_at)
  include (company_id)
  where status in ('published', 'open', 'active');

create or replace function private.add_open_jobs(p_expires_on date, p_jobs integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_jobs <> 0 then
    insert into private.open_job_expiry_counts as c (expires_on, jobs)
    values (p_expires_on, p_jobs)
    on conflict (expires_on) do update set jobs = c.jobs + excluded.jobs;
  end if;
end;
$$;
revoke all on function private.add_open_jobs(date, integer) from public, anon, authenticated;

-- Whether a job version counts. The company row is share-locked, so a job written while its
-- company's approval changes is counted either by the job's trigger or by the company's, never by
-- both or neither. A company already deleted (its jobs going with it) counts nothing: its own
-- trigger took its jobs off before.
create or replace function private.counts_as_open(p_company_id uuid, p_status text)
returns boolean
language plpgsql volatile
set search_path = ''
as $$
declare
  v_approved boolean;
begin
  if p_status not in ('published', 'open', 'active') then
    return false;
  end if;
  select co.is_approved into v_approved from public.companies co where co.id = p_company_id for share;
  return coalesce(v_approved, false);
end;
$$;
revoke all on function private.counts_as_open(uuid, text) from public, anon, authenticated;

create or replace function private.track_open_jobs()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and private.counts_as_open(old.company_id, old.status) then
    perform private.add_open_jobs(private.job_expiry_day(old.expires_at), -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and private.counts_as_open(new.company_id, new.status) then
    perform private.add_open_jobs(private.job_expiry_day(new.expires_at), 1);
  end if;
  return null;
end;
$$;
revoke all on function private.track_open_jobs() from public, anon, authenticated;

create trigger jobs_open_counts_insert after insert on public.jobs
  for each row execute function private.track_open_jobs();
create trigger jobs_open_counts_update after update on public.jobs
  for each row
  when (old.status is distinct from new.status or old.expires_at is distinct from new.expires_at
    or old.company_id is distinct from new.company_id)
  execute function private.track_open_jobs();
create trigger jobs_open_counts_delete after delete on public.jobs
  for each row execute function private.track_open_jobs();

-- A company's open jobs join or leave the counts when it is approved or unapproved, and leave
-- before it is deleted.
create or replace function private.track_company_open_jobs()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_company public.companies := case when tg_op = 'DELETE' then old else new end;
  v_sign integer := case when tg_op = 'UPDATE' and new.is_approved then 1 else -1 end;
begin
  perform private.add_open_jobs(day, v_sign * jobs::integer)
  from (
    select private.job_expiry_day(j.expires_at) as day, count(*) as jobs
    from public.jobs j
    where j.company_id = v_company.id and j.status in ('published', 'open', 'active')
    group by 1
    order by 1) per_day;
  -- Before a delete, returning the row lets the delete go on.
  return old;
end;
$$;
revoke all on function private.track_company_open_jobs() from public, anon, authenticated;

create trigger companies_open_counts_approval after update of is_approved on public.companies
  for each row when (old.is_approved is distinct from new.is_approved)
  execute function private.track_company_open_jobs();
create trigger companies_open_counts_delete before delete on public.companies
  for each row when (old.is_approved)
  execute function private.track_company_open_jobs();

-- Recounts from the jobs themselves: after a bulk load that bypassed the triggers, and here to
-- start from the jobs already stored.
create or replace function private.rebuild_open_job_counts()
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  lock table private.open_job_expiry_counts in exclusive mode;
  delete from private.open_job_expiry_counts;
  insert into private.open_job_expiry_counts (expires_on, jobs)
  select private.job_expiry_day(j.expires_at), count(*)
  from public.jobs j
  join public.companies co on co.id = j.company_id
  where co.is_approved and j.status in ('published', 'open', 'active')
  group by 1;
end;
$$;
revoke all on function private.rebuild_open_job_counts() from public, anon, authenticated;
select private.rebuild_open_job_counts();

-- Open jobs right now: the days after today from the counts, today's from the jobs.
create or replace function private.open_jobs_total()
returns bigint
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_today date := (now() at time zone 'UTC')::date;
begin
  return (select coalesce(sum(c.jobs), 0) from private.open_job_expiry_counts c where c.expires_on > v_today)
    + (select count(*)
       from public.jobs j
       join public.companies co on co.id = j.company_id
       where j.status in ('published', 'open', 'active')
         and j.expires_at > now()
         and j.expires_at < ((v_today + 1)::timestamp at time zone 'UTC')
         and co.is_approved);
end;
$$;
revoke all on function private.open_jobs_total() from public, anon, authenticated;

-- Potential jobs takes its total from the counts.
create or replace function private.candidate_potential_jobs(p_user_id uuid, p_page bigint, p_page_size integer)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_applied uuid[];
  v_applied_open integer;
  v_jobs jsonb;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size < 1 or p_page_size > 100 then
    raise exception 'Invalid page' using errcode = '22023';
  end if;

  select coalesce(array_agg(a.job_id), '{}') into v_applied
  from public.applications a
  join public.candidates c on c.id = a.candidate_id
  where c.user_id = p_user_id;

  select count(*) into v_applied_open
  from public.jobs j
  join public.companies co on co.id = j.company_id
  where j.id = any(v_applied)
    and co.is_approved
    and j.status in ('published', 'open', 'active')
    and (j.expires_at is null or j.expires_at > now());

  select coalesce(jsonb_agg(page.job order by page.created_at desc, page.id desc), '[]') into v_jobs
  from (
    select j.id, j.created_at, private.job_card(j) as job
    from public.jobs j
    join public.companies co on co.id = j.company_id
    where co.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now())
      and j.id <> all(v_applied)
    order by j.created_at desc, j.id desc
    offset (p_page - 1) * p_page_size
    limit p_page_size) page;

  return jsonb_build_object('jobs', v_jobs, 'total', greatest(0, private.open_jobs_total() - v_applied_open));
end;
$$;
