-- One match score, 0 to 100, for a job and a candidate, with its reasons. Every side (candidate,
-- company, vendor) reads the same function. Weights (docs/decisions.md, "Matching"):
--   required skills 40 (share of the job's required skills the candidate has; 20 when none listed)
--   preferred skills 10 (share matched; 5 when none listed)
--   experience level 15 (0 levels apart 15, 1 apart 8, 2 apart 3, more 0; 8 when either is unknown)
--   location / remote 15 (fits 15, unknown 8, does not fit 0)
--   job type 10 (wanted or no preference 10, job without a type 5, other 0)
--   salary 10 (job pays the minimum or no minimum set 10, within 10 % of it 5, no pay given 5, less 0)
-- Skills compare by their catalogue key (private.skill_keys), so aliases match; unknown skills
-- match their exact text in any case. Each side's inputs are kept, ready to compare, in
-- private.match_candidates and private.match_jobs, updated by triggers.

create or replace function private.experience_rank(p_level text)
returns smallint
language sql immutable parallel safe
set search_path = ''
as $$
  select (array_position(array['entry_level', 'mid_level', 'senior_level', 'lead', 'executive'], p_level) - 1)::smallint
$$;

-- Years of experience as a level, for candidates who have not chosen one.
create or replace function private.experience_rank_of_years(p_years integer)
returns smallint
language sql immutable parallel safe
set search_path = ''
as $$
  select case when p_years is null then null
              when p_years < 2 then 0 when p_years < 5 then 1 when p_years < 8 then 2
              when p_years < 12 then 3 else 4 end::smallint
$$;

-- A place as it is compared: its first part ("Austin" of "Austin, TX"), lower case.
create or replace function private.place_term(p_place text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select nullif(lower(regexp_replace(btrim(split_part(coalesce(p_place, ''), ',', 1)), '\s+', ' ', 'g')), '')
$$;

create table private.match_candidates (
  candidate_id uuid primary key references public.candidates (id) on update cascade on delete cascade,
  managing_company_id uuid,
  created_by_vendor_id uuid,
  skill_terms text[] not null default '{}',
  skill_keys text[] not null default '{}',
  level smallint,
  locations text[] not null default '{}',
  work_arrangement text not null default 'any',
  job_types text[] not null default '{}',
  minimum_salary integer
);
create index match_candidates_skill_keys_idx on private.match_candidates using gin (skill_keys);
create index match_candidates_skill_terms_idx on private.match_candidates using gin (skill_terms);
create index match_candidates_company_idx on private.match_candidates (managing_company_id);
create index match_candidates_vendor_idx on private.match_candidates (created_by_vendor_id);

create table private.match_jobs (
  job_id uuid primary key references public.jobs (id) on update cascade on delete cascade,
  required_terms text[] not null default '{}',
  preferred_terms text[] not null default '{}',
  required_keys text[] not null default '{}',
  preferred_keys text[] not null default '{}',
  level smallint,
  locations text[] not null default '{}',
  is_remote boolean not null default false,
  job_type text,
  salary_top integer
);
create index match_jobs_terms_idx on private.match_jobs using gin ((required_terms || preferred_terms));
create index match_jobs_keys_idx on private.match_jobs using gin ((required_keys || preferred_keys));

-- The six factors' points, in the order of the weights above.
create or replace function private.match_factors(j private.match_jobs, c private.match_candidates)
returns smallint[]
language sql stable parallel safe
set search_path = ''
as $$
  select array[
    case when cardinality(j.required_keys) = 0 then 20
         else round(40.0 * (select count(*) from unnest(j.required_keys) k where k = any (c.skill_keys))
                    / cardinality(j.required_keys)) end,
    case when cardinality(j.preferred_keys) = 0 then 5
         else round(10.0 * (select count(*) from unnest(j.preferred_keys) k where k = any (c.skill_keys))
                    / cardinality(j.preferred_keys)) end,
    case when j.level is null or c.level is null then 8
         else (array[15, 8, 3, 0, 0])[abs(j.level - c.level) + 1] end,
    case when j.is_remote and c.work_arrangement <> 'onsite' then 15
         when c.work_arrangement = 'remote' then 0
         when cardinality(c.locations) = 0 or (cardinality(j.locations) = 0 and not j.is_remote) then 8
         when j.locations && c.locations then 15
         else 0 end,
    case when cardinality(c.job_types) = 0 then 10
         when j.job_type is null then 5
         when j.job_type = any (c.job_types) then 10
         else 0 end,
    case when c.minimum_salary is null then 10
         when j.salary_top is null then 5
         when j.salary_top >= c.minimum_salary then 10
         when j.salary_top >= c.minimum_salary * 0.9 then 5
         else 0 end
  ]::smallint[]
$$;

create or replace function private.match_score(j private.match_jobs, c private.match_candidates)
returns smallint
language sql stable parallel safe
set search_path = ''
as $$
  select (select sum(p) from unnest(private.match_factors(j, c)) p)::smallint
$$;

-- Inputs of one candidate, from their profile and preferences.
create or replace function private.refresh_match_candidate(p_candidate_id uuid)
returns void
language sql security definer
set search_path = ''
as $$
  insert into private.match_candidates as m (candidate_id, managing_company_id, created_by_vendor_id, skill_terms,
    skill_keys, level, locations, work_arrangement, job_types, minimum_salary)
  select c.id, c.managing_company_id, c.created_by_vendor_id,
    coalesce(array(select private.skill_term(s) from unnest(c.skills) s where private.skill_term(s) is not null), '{}'),
    private.skill_keys(c.skills),
    coalesce(private.experience_rank(p.experience_level), private.experience_rank_of_years(c.experience_years)),
    coalesce(nullif(array(select distinct private.place_term(l) from unnest(p.locations) l
                          where private.place_term(l) is not null), '{}'),
             array(select private.place_term(c.city) where private.place_term(c.city) is not null)),
    coalesce(p.work_arrangement, 'any'), coalesce(p.job_types, '{}'), p.minimum_salary
  from public.candidates c
  left join public.candidate_preferences p on p.candidate_id = c.id
  where c.id = p_candidate_id
  on conflict (candidate_id) do update set
    managing_company_id = excluded.managing_company_id, created_by_vendor_id = excluded.created_by_vendor_id,
    skill_terms = excluded.skill_terms, skill_keys = excluded.skill_keys, level = excluded.level,
    locations = excluded.locations, work_arrangement = excluded.work_arrangement,
    job_types = excluded.job_types, minimum_salary = excluded.minimum_salary
$$;

create or replace function private.refresh_match_job(p_job_id uuid)
returns void
language sql security definer
set search_path = ''
as $$
  insert into private.match_jobs as m (job_id, required_terms, preferred_terms, required_keys, preferred_keys,
    level, locations, is_remote, job_type, salary_top)
  select j.id,
    coalesce(array(select private.skill_term(s) from unnest(j.skills_required) s where private.skill_term(s) is not null), '{}'),
    coalesce(array(select private.skill_term(s) from unnest(j.preferred_skills) s where private.skill_term(s) is not null), '{}'),
    private.skill_keys(j.skills_required),
    -- a skill the job requires does not count again as preferred
    coalesce(array(select k from unnest(private.skill_keys(j.preferred_skills)) k
                   where k <> all (private.skill_keys(j.skills_required))), '{}'),
    private.experience_rank(j.experience_level),
    coalesce(array(select distinct private.place_term(l) from unnest(array[j.location] || j.locations) l
                   where private.place_term(l) is not null and private.place_term(l) not like 'remote%'), '{}'),
    -- "Remote", "Remote (US)"
    coalesce(j.job_type = 'REMOTE', false) or exists (select 1 from unnest(array[j.location] || j.locations) l
                                     where private.place_term(l) like 'remote%'),
    j.job_type, coalesce(j.salary_max, j.salary_min)
  from public.jobs j
  where j.id = p_job_id
  on conflict (job_id) do update set
    required_terms = excluded.required_terms, preferred_terms = excluded.preferred_terms,
    required_keys = excluded.required_keys, preferred_keys = excluded.preferred_keys, level = excluded.level,
    locations = excluded.locations, is_remote = excluded.is_remote, job_type = excluded.job_type,
    salary_top = excluded.salary_top
$$;

create or replace function private.match_candidate_changed()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.refresh_match_candidate(new.candidate_id);
  return null;
end;
$$;

create or replace function private.match_row_changed()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'jobs' then
    perform private.refresh_match_job(new.id);
  else
    perform private.refresh_match_candidate(new.id);
  end if;
  return null;
end;
$$;

create trigger candidates_match after insert or update of skills, experience_years, city, managing_company_id,
  created_by_vendor_id on public.candidates
  for each row execute function private.match_row_changed();
create trigger jobs_match after insert or update of skills_required, preferred_skills, experience_level, location,
  locations, job_type, salary_min, salary_max on public.jobs
  for each row execute function private.match_row_changed();
create trigger candidate_preferences_match after insert or update on public.candidate_preferences
  for each row execute function private.match_candidate_changed();

create or replace function private.match_preferences_deleted()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.refresh_match_candidate(old.candidate_id);
  return null;
end;
$$;
create trigger candidate_preferences_match_delete after delete on public.candidate_preferences
  for each row execute function private.match_preferences_deleted();

-- A catalogue change remaps the skills of every job and candidate that uses one of its terms.
create or replace function private.match_skills_changed()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_terms text[];
begin
  select coalesce(array_agg(distinct private.skill_term(t)), '{}') into v_terms
  from (
    select unnest(array[o.name] || o.aliases) from old_rows o
    union all
    select unnest(array[n.name] || n.aliases) from new_rows n
  ) x(t);
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms)
  where m.skill_terms && v_terms;
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && v_terms;
  return null;
end;
$$;

create or replace function private.match_skills_inserted()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms)
  where m.skill_terms && (select coalesce(array_agg(private.skill_term(t)), '{}')
                          from new_rows n, unnest(array[n.name] || n.aliases) t);
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && (select coalesce(array_agg(private.skill_term(t)), '{}')
                                                    from new_rows n, unnest(array[n.name] || n.aliases) t);
  return null;
end;
$$;

create or replace function private.match_skills_deleted()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  v_terms text[];
begin
  select coalesce(array_agg(private.skill_term(t)), '{}') into v_terms from old_rows o, unnest(array[o.name] || o.aliases) t;
  update private.match_candidates m set skill_keys = private.skill_keys(m.skill_terms) where m.skill_terms && v_terms;
  update private.match_jobs m set required_keys = private.skill_keys(m.required_terms),
    preferred_keys = coalesce(array(select k from unnest(private.skill_keys(m.preferred_terms)) k
                                    where k <> all (private.skill_keys(m.required_terms))), '{}')
  where (m.required_terms || m.preferred_terms) && v_terms;
  return null;
end;
$$;

create trigger skills_match_insert after insert on public.skills
  referencing new table as new_rows for each statement execute function private.match_skills_inserted();
create trigger skills_match_update after update on public.skills
  referencing old table as old_rows new table as new_rows for each statement execute function private.match_skills_changed();
create trigger skills_match_delete after delete on public.skills
  referencing old table as old_rows for each statement execute function private.match_skills_deleted();

-- Every job's and candidate's inputs again, for data loaded with triggers off.
create or replace function private.rebuild_match_inputs()
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  truncate private.match_candidates, private.match_jobs;
  insert into private.match_candidates (candidate_id) select id from public.candidates;
  perform private.refresh_match_candidate(c.id) from public.candidates c;
  insert into private.match_jobs (job_id) select id from public.jobs;
  perform private.refresh_match_job(j.id) from public.jobs j;
end;
$$;
revoke all on function private.rebuild_match_inputs() from public, anon, authenticated;

select private.rebuild_match_inputs();

-- The reasons behind one score, as every side reads them. The job's own wording names its skills.
create or replace function private.match_explanation(p_job_id uuid, p_candidate_id uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  j private.match_jobs;
  c private.match_candidates;
  v_job public.jobs;
  v_points smallint[];
  v_matched text[];
  v_missing text[];
  v_preferred text[];
  v_summary text;
begin
  select * into j from private.match_jobs where job_id = p_job_id;
  select * into c from private.match_candidates where candidate_id = p_candidate_id;
  select * into v_job from public.jobs where id = p_job_id;
  if j.job_id is null or c.candidate_id is null then
    return null;
  end if;
  v_points := private.match_factors(j, c);
  select coalesce(array_agg(s order by ord) filter (where private.skill_key(s) = any (c.skill_keys)), '{}'),
         coalesce(array_agg(s order by ord) filter (where private.skill_key(s) <> all (c.skill_keys)), '{}')
    into v_matched, v_missing
  from (select distinct on (private.skill_key(s)) s, ord
        from unnest(v_job.skills_required) with ordinality x(s, ord)
        where private.skill_term(s) is not null order by private.skill_key(s), ord) r;
  select coalesce(array_agg(s order by ord), '{}') into v_preferred
  from (select distinct on (private.skill_key(s)) s, ord
        from unnest(v_job.preferred_skills) with ordinality x(s, ord)
        where private.skill_term(s) is not null and private.skill_key(s) = any (j.preferred_keys)
          and private.skill_key(s) = any (c.skill_keys)
        order by private.skill_key(s), ord) p;

  v_summary := case when cardinality(j.required_keys) = 0 then 'The job lists no required skills'
    else format('Matches %s of %s required skills', cardinality(v_matched), cardinality(j.required_keys))
      || case when cardinality(v_missing) > 0 then '; missing: ' || array_to_string(v_missing, ', ') else '' end end;

  return jsonb_build_object(
    'score', (select sum(p) from unnest(v_points) p),
    'summary', v_summary,
    'required', jsonb_build_object('matched', v_matched, 'missing', v_missing, 'total', cardinality(j.required_keys)),
    'preferred', jsonb_build_object('matched', v_preferred, 'total', cardinality(j.preferred_keys)),
    'factors', jsonb_build_array(
      jsonb_build_object('factor', 'required_skills', 'label', 'Required skills', 'points', v_points[1], 'max', 40,
        'detail', v_summary),
      jsonb_build_object('factor', 'preferred_skills', 'label', 'Preferred skills', 'points', v_points[2], 'max', 10,
        'detail', case when cardinality(j.preferred_keys) = 0 then 'The job lists no preferred skills'
          else format('Has %s of %s preferred skills', cardinality(v_preferred), cardinality(j.preferred_keys)) end),
      jsonb_build_object('factor', 'experience', 'label', 'Experience level', 'points', v_points[3], 'max', 15,
        'detail', case when j.level is null then 'The job names no experience level'
          when c.level is null then 'Experience level unknown'
          when j.level = c.level then 'Same experience level as the job asks'
          else format('%s level%s %s the job''s', abs(j.level - c.level),
                      case when abs(j.level - c.level) = 1 then '' else 's' end,
                      case when c.level > j.level then 'above' else 'below' end) end),
      jsonb_build_object('factor', 'location', 'label', 'Location and remote', 'points', v_points[4], 'max', 15,
        'detail', case when j.is_remote and c.work_arrangement <> 'onsite' then 'Remote job, remote work wanted'
          when c.work_arrangement = 'remote' then 'On-site job, remote work only wanted'
          when cardinality(c.locations) = 0 then 'No location given'
          when cardinality(j.locations) = 0 and not j.is_remote then 'The job names no location'
          when j.locations && c.locations then 'In a wanted location'
          when j.is_remote then 'Remote job, on-site work wanted'
          else 'Not in a wanted location' end),
      jsonb_build_object('factor', 'job_type', 'label', 'Job type', 'points', v_points[5], 'max', 10,
        'detail', case when cardinality(c.job_types) = 0 then 'Any job type wanted'
          when j.job_type is null then 'The job names no type'
          when j.job_type = any (c.job_types) then 'A wanted job type'
          else 'Not a wanted job type' end),
      jsonb_build_object('factor', 'salary', 'label', 'Salary', 'points', v_points[6], 'max', 10,
        'detail', case when c.minimum_salary is null then 'No minimum salary set'
          when j.salary_top is null then 'The job gives no salary'
          when j.salary_top >= c.minimum_salary then 'Pays the minimum salary wanted'
          when j.salary_top >= c.minimum_salary * 0.9 then 'Pays within 10% of the minimum salary wanted'
          else 'Pays less than the minimum salary wanted' end)));
end;
$$;
revoke all on function private.match_explanation(uuid, uuid) from public, anon;
grant execute on function private.match_explanation(uuid, uuid) to authenticated, service_role;

-- The reasons for a job and a candidate the caller may both read (row-level security decides).
create or replace function public.get_match(p_job_id uuid, p_candidate_id uuid)
returns jsonb
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to see matches' using errcode = '42501';
  end if;
  if not exists (select 1 from public.jobs where id = p_job_id)
     or not exists (select 1 from public.candidates where id = p_candidate_id) then
    return null;
  end if;
  return private.match_explanation(p_job_id, p_candidate_id);
end;
$$;
revoke all on function public.get_match(uuid, uuid) from public, anon;
grant execute on function public.get_match(uuid, uuid) to authenticated;
