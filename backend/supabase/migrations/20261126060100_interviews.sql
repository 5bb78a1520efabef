-- Interviews on an application: a time with its time zone, a duration, interviewers from the
-- company's team and a place or video link. They change only through the RPCs below, which check
-- who may work on the application, validate the input, count the calendar SEQUENCE and tell the
-- candidate and interviewers in-app; the manage-interview function mails the calendar invitation.

create table public.interviews (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  candidate_id uuid not null references public.candidates (id) on delete cascade,
  scheduled_by uuid references auth.users (id) on delete set null,
  starts_at timestamptz not null,
  time_zone text not null,
  duration_minutes integer not null check (duration_minutes between 15 and 480),
  interviewer_ids uuid[] not null check (cardinality(interviewer_ids) between 1 and 10),
  location text check (location is null or char_length(location) <= 300),
  video_link text check (video_link is null or (char_length(video_link) <= 500 and private.is_http_link(video_link))),
  status text not null default 'scheduled' check (status in ('scheduled', 'cancelled')),
  -- The calendar SEQUENCE: 0 when scheduled, one more at every reschedule or cancellation.
  sequence integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (location is not null or video_link is not null)
);
create index interviews_application_idx on public.interviews (application_id, starts_at);
create index interviews_candidate_idx on public.interviews (candidate_id, starts_at);
create index interviews_company_idx on public.interviews (company_id);
create index interviews_interviewers_idx on public.interviews using gin (interviewer_ids);
create trigger interviews_updated_at before update on public.interviews
  for each row execute function private.set_updated_at();
alter table public.interviews enable row level security;

-- The team that sees the application, and every interviewer of the interview. Candidates read
-- their own upcoming interviews through get_my_upcoming_interviews(), vendors not at all.
create policy interviews_select on public.interviews for select to authenticated
  using (
    (select auth.uid()) = any (interviewer_ids)
    or (select private.is_team_application(application_id))
  );
revoke all on public.interviews from anon;
revoke insert, update, delete on public.interviews from authenticated;

-- Checks the input and answers the start as an instant: the local date and time read in the
-- chosen time zone (daylight saving included).
create or replace function private.check_interview(
  p_company_id uuid, p_local_start timestamp, p_time_zone text, p_duration_minutes integer,
  p_interviewer_ids uuid[], p_location text, p_video_link text)
returns timestamptz
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_starts_at timestamptz;
begin
  if p_local_start is null then
    raise exception 'Choose the date and time of the interview' using errcode = '22023';
  end if;
  if p_time_zone is null or not exists (select 1 from pg_catalog.pg_timezone_names where name = p_time_zone) then
    raise exception 'Choose a valid time zone' using errcode = '22023';
  end if;
  v_starts_at := p_local_start at time zone p_time_zone;
  if v_starts_at <= now() then
    raise exception 'The interview must start in the future' using errcode = '22023';
  end if;
  if p_duration_minutes is null or p_duration_minutes not between 15 and 480 then
    raise exception 'The duration must be between 15 and 480 minutes' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_interviewer_ids), 0) = 0 then
    raise exception 'Choose at least one interviewer' using errcode = '22023';
  end if;
  if cardinality(p_interviewer_ids) > 10 then
    raise exception 'Choose at most 10 interviewers' using errcode = '22023';
  end if;
  if not private.all_team_members(p_company_id, p_interviewer_ids) then
    raise exception 'Interviewers must be members of your team' using errcode = '22023';
  end if;
  if nullif(btrim(p_location), '') is null and nullif(btrim(p_video_link), '') is null then
    raise exception 'Enter a location or a video link' using errcode = '22023';
  end if;
  if char_length(coalesce(p_location, '')) > 300 then
    raise exception 'The location can be at most 300 characters' using errcode = '22023';
  end if;
  if nullif(btrim(p_video_link), '') is not null
     and (char_length(p_video_link) > 500 or not private.is_http_link(btrim(p_video_link))) then
    raise exception 'The video link must be a web address starting with http:// or https://' using errcode = '22023';
  end if;
  return v_starts_at;
end;
$$;

-- An in-app notice about an interview; its e-mail is the calendar invitation itself, so the
-- notification e-mail schedule skips it.
create or replace function private.notify_interview(p_interview public.interviews, p_title text, p_verb text)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_job text;
  v_candidate record;
  v_when text := to_char(p_interview.starts_at at time zone p_interview.time_zone, 'FMDay, FMMonth FMDD, YYYY "at" HH24:MI')
    || ' (' || p_interview.time_zone || ')';
begin
  if (select auth.role()) is null then
    return;
  end if;
  select j.title into v_job from public.applications a join public.jobs j on j.id = a.job_id
  where a.id = p_interview.application_id;
  select c.user_id, coalesce(nullif(btrim(concat_ws(' ', c.first_name, c.last_name)), ''), 'the candidate') as name
    into v_candidate from public.candidates c where c.id = p_interview.candidate_id;
  insert into public.notifications (user_id, type, title, message, link, data, emailed_at)
  select u, 'interview', p_title, m, l,
    jsonb_build_object('interview_id', p_interview.id, 'application_id', p_interview.application_id), now()
  from (
    select v_candidate.user_id as u,
      format('Your interview for %s %s %s.', v_job, p_verb, v_when) as m,
      '/candidate/dashboard' as l
    union all
    select i, format('The interview with %s for %s %s %s.', v_candidate.name, v_job, p_verb, v_when),
      '/company/application/' || p_interview.application_id
    from unnest(p_interview.interviewer_ids) as i
  ) t
  where u is not null and u is distinct from (select auth.uid());
end;
$$;

create or replace function public.schedule_interview(
  p_application_id uuid, p_local_start timestamp, p_time_zone text, p_duration_minutes integer,
  p_interviewer_ids uuid[], p_location text default null, p_video_link text default null)
returns public.interviews
language plpgsql security definer
set search_path = ''
as $$
declare
  v_app public.applications;
  v_row public.interviews;
  v_starts_at timestamptz;
begin
  select * into v_app from public.applications where id = p_application_id;
  if not found or not private.can_work_application(p_application_id) then
    raise exception 'You cannot schedule interviews for this application' using errcode = '42501';
  end if;
  v_starts_at := private.check_interview(v_app.company_id, p_local_start, p_time_zone, p_duration_minutes,
    p_interviewer_ids, p_location, p_video_link);
  insert into public.interviews (application_id, company_id, candidate_id, scheduled_by, starts_at, time_zone,
    duration_minutes, interviewer_ids, location, video_link)
  values (v_app.id, v_app.company_id, v_app.candidate_id, (select auth.uid()), v_starts_at, p_time_zone,
    p_duration_minutes, array(select distinct unnest(p_interviewer_ids)),
    nullif(btrim(p_location), ''), nullif(btrim(p_video_link), ''))
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview scheduled', 'is scheduled for');
  return v_row;
end;
$$;

-- p_sequence is the version the caller saw: a change made meanwhile by someone else is refused
-- (409) rather than overwritten.
create or replace function public.reschedule_interview(
  p_interview_id uuid, p_sequence integer, p_local_start timestamp, p_time_zone text,
  p_duration_minutes integer, p_interviewer_ids uuid[], p_location text default null, p_video_link text default null)
returns public.interviews
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row public.interviews;
  v_starts_at timestamptz;
begin
  select * into v_row from public.interviews where id = p_interview_id for update;
  if not found or not private.can_work_application(v_row.application_id) then
    raise exception 'You cannot change this interview' using errcode = '42501';
  end if;
  if v_row.status = 'cancelled' then
    raise exception 'This interview was cancelled' using errcode = '22023';
  end if;
  if v_row.sequence is distinct from p_sequence then
    raise exception 'Someone else changed this interview meanwhile. Review it and try again.' using errcode = 'PT409';
  end if;
  v_starts_at := private.check_interview(v_row.company_id, p_local_start, p_time_zone, p_duration_minutes,
    p_interviewer_ids, p_location, p_video_link);
  update public.interviews set starts_at = v_starts_at, time_zone = p_time_zone,
    duration_minutes = p_duration_minutes, interviewer_ids = array(select distinct unnest(p_interviewer_ids)),
    location = nullif(btrim(p_location), ''), video_link = nullif(btrim(p_video_link), ''),
    sequence = sequence + 1
  where id = p_interview_id
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview moved', 'now takes place on');
  return v_row;
end;
$$;

create or replace function public.cancel_interview(p_interview_id uuid, p_sequence integer)
returns public.interviews
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row public.interviews;
begin
  select * into v_row from public.interviews where id = p_interview_id for update;
  if not found or not private.can_work_application(v_row.application_id) then
    raise exception 'You cannot change this interview' using errcode = '42501';
  end if;
  if v_row.status = 'cancelled' then
    raise exception 'This interview was cancelled' using errcode = '22023';
  end if;
  if v_row.sequence is distinct from p_sequence then
    raise exception 'Someone else changed this interview meanwhile. Review it and try again.' using errcode = 'PT409';
  end if;
  update public.interviews set status = 'cancelled', sequence = sequence + 1
  where id = p_interview_id
  returning * into v_row;
  perform private.notify_interview(v_row, 'Interview cancelled', 'planned for');
  return v_row;
end;
$$;

-- The signed-in candidate's interviews that have not ended yet, soonest first.
create or replace function public.get_my_upcoming_interviews()
returns table (id uuid, application_id uuid, job_title text, company_name text, starts_at timestamptz,
  time_zone text, duration_minutes integer, location text, video_link text)
language sql stable security definer
set search_path = ''
as $$
  select i.id, i.application_id, j.title, co.name, i.starts_at, i.time_zone, i.duration_minutes,
    i.location, i.video_link
  from public.interviews i
  join public.applications a on a.id = i.application_id
  join public.jobs j on j.id = a.job_id
  join public.companies co on co.id = i.company_id
  where i.candidate_id in (select private.own_candidate_ids())
    and i.status = 'scheduled'
    and i.starts_at + make_interval(mins => i.duration_minutes) > now()
  order by i.starts_at
  limit 50
$$;

revoke all on function private.check_interview(uuid, timestamp, text, integer, uuid[], text, text),
  private.notify_interview(public.interviews, text, text) from public, anon;
revoke execute on function public.schedule_interview(uuid, timestamp, text, integer, uuid[], text, text),
  public.reschedule_interview(uuid, integer, timestamp, text, integer, uuid[], text, text),
  public.cancel_interview(uuid, integer), public.get_my_upcoming_interviews() from public, anon;
grant execute on function public.schedule_interview(uuid, timestamp, text, integer, uuid[], text, text),
  public.reschedule_interview(uuid, integer, timestamp, text, integer, uuid[], text, text),
  public.cancel_interview(uuid, integer), public.get_my_upcoming_interviews() to authenticated;
