-- What a candidate wants next: desired titles, locations, remote or on-site, job types, a minimum
-- salary and an experience level. Only the candidate reads and writes their own preferences; the
-- match score reads them through its own functions and shows others only how well a job fits.

create table public.candidate_preferences (
  candidate_id uuid primary key references public.candidates (id) on update cascade on delete cascade,
  desired_titles text[] not null default '{}',
  locations text[] not null default '{}',
  -- remote: remote work only; onsite: on-site only; any: either
  work_arrangement text not null default 'any' check (work_arrangement in ('remote', 'onsite', 'any')),
  job_types text[] not null default '{}'
    check (job_types <@ array['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE']),
  minimum_salary integer check (minimum_salary is null or minimum_salary between 0 and 10000000),
  experience_level text check (experience_level is null
    or experience_level in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger candidate_preferences_updated_at before update on public.candidate_preferences
  for each row execute function private.set_updated_at();

alter table public.candidate_preferences enable row level security;
create policy candidate_preferences_select on public.candidate_preferences for select to authenticated
  using (candidate_id in (select c.id from public.candidates c where c.user_id = (select auth.uid())));
revoke all on public.candidate_preferences from anon;
-- Writes go through save_job_preferences, which checks every field with a message.
revoke insert, update, delete on public.candidate_preferences from authenticated;

-- A list of short texts: trimmed, blanks and repeats (in any case) dropped.
create or replace function private.clean_text_list(p_items text[], p_label text, p_max_items integer, p_max_length integer)
returns text[]
language plpgsql immutable
set search_path = ''
as $$
declare
  v_item text;
  v_out text[] := '{}';
begin
  foreach v_item in array coalesce(p_items, '{}') loop
    v_item := regexp_replace(btrim(coalesce(v_item, '')), '\s+', ' ', 'g');
    continue when v_item = '' or lower(v_item) = any (select lower(o) from unnest(v_out) o);
    if char_length(v_item) > p_max_length then
      raise exception '% can have at most % characters each', p_label, p_max_length using errcode = '22023';
    end if;
    v_out := v_out || v_item;
  end loop;
  if cardinality(v_out) > p_max_items then
    raise exception 'Add at most % %', p_max_items, lower(p_label) using errcode = '22023';
  end if;
  return v_out;
end;
$$;

create or replace function public.save_job_preferences(
  p_desired_titles text[],
  p_locations text[],
  p_work_arrangement text,
  p_job_types text[],
  p_minimum_salary integer,
  p_experience_level text)
returns public.candidate_preferences
language plpgsql security definer
set search_path = ''
as $$
declare
  v_candidate_id uuid;
  v_saved public.candidate_preferences;
begin
  select c.id into v_candidate_id from public.candidates c where c.user_id = (select auth.uid());
  if v_candidate_id is null or coalesce((select p.role from public.profiles p where p.id = (select auth.uid())), 'candidate') <> 'candidate' then
    raise exception 'Only candidates can save job preferences' using errcode = '42501';
  end if;
  if p_work_arrangement is null or p_work_arrangement not in ('remote', 'onsite', 'any') then
    raise exception 'Choose remote, on-site or either' using errcode = '22023';
  end if;
  if exists (select 1 from unnest(coalesce(p_job_types, '{}')) t
             where t is null or t not in ('FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE')) then
    raise exception 'Choose job types from the list' using errcode = '22023';
  end if;
  if p_minimum_salary is not null and (p_minimum_salary < 0 or p_minimum_salary > 10000000) then
    raise exception 'Minimum salary must be between 0 and 10,000,000' using errcode = '22023';
  end if;
  if p_experience_level is not null
     and p_experience_level not in ('entry_level', 'mid_level', 'senior_level', 'lead', 'executive') then
    raise exception 'Choose an experience level from the list' using errcode = '22023';
  end if;

  insert into public.candidate_preferences as cp (candidate_id, desired_titles, locations, work_arrangement,
    job_types, minimum_salary, experience_level)
  values (v_candidate_id,
    private.clean_text_list(p_desired_titles, 'Desired titles', 10, 100),
    private.clean_text_list(p_locations, 'Locations', 10, 100),
    p_work_arrangement,
    coalesce(array(select distinct t from unnest(coalesce(p_job_types, '{}')) t order by t), '{}'),
    p_minimum_salary,
    p_experience_level)
  on conflict (candidate_id) do update set
    desired_titles = excluded.desired_titles,
    locations = excluded.locations,
    work_arrangement = excluded.work_arrangement,
    job_types = excluded.job_types,
    minimum_salary = excluded.minimum_salary,
    experience_level = excluded.experience_level
  returning cp.* into v_saved;
  return v_saved;
end;
$$;
revoke all on function public.save_job_preferences(text[], text[], text, text[], integer, text) from public, anon;
grant execute on function public.save_job_preferences(text[], text[], text, text[], integer, text) to authenticated;
