-- A candidate who applies again to a job they applied to themselves is told so in the spec's words
-- ('You have already applied for this job'); one whom a company or vendor already put forward is
-- told they are in process and shown that application, as before.
create or replace function private.guard_one_active_application()
returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_first public.applications;
  v_since text;
begin
  if not private.application_is_open(new.status) or new.person_id is null then
    return new;
  end if;
  if tg_op = 'UPDATE' and private.application_is_open(old.status)
     and old.job_id = new.job_id and old.person_id = new.person_id then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('application:' || new.job_id || ':' || new.person_id, 0));
  select a.* into v_first from public.applications a
  where a.job_id = new.job_id and a.person_id = new.person_id and a.id <> new.id
    and private.application_is_open(a.status)
  order by a.applied_at, a.id
  limit 1;
  if v_first.id is null then
    return new;
  end if;
  v_since := to_char(v_first.applied_at at time zone 'UTC', 'Mon FMDD, YYYY');
  if new.source = 'vendor' then
    raise exception 'This candidate is already in process for this job (since %)', v_since
      using errcode = '23505';
  elsif new.source = 'candidate'
     and exists (select 1 from public.candidates c where c.id = new.candidate_id and c.user_id = (select auth.uid())) then
    if v_first.source = 'candidate'
       and exists (select 1 from public.candidates c where c.id = v_first.candidate_id and c.user_id = (select auth.uid())) then
      -- Their own earlier application: the spec's words for applying twice.
      raise exception 'You have already applied for this job' using errcode = '23505';
    end if;
    raise exception 'You are already in process for this job (since %)', v_since
      using errcode = '23505', hint = v_first.id::text;
  end if;
  raise exception 'This candidate is already in process for this job (since %): %, now %', v_since,
    case v_first.source
      when 'candidate' then 'applied directly'
      when 'company' then 'added by the company'
      else 'submitted by ' || private.application_source_label(v_first)
    end,
    private.status_label(v_first.status)
    using errcode = '23505', hint = v_first.id::text;
end;
$$;
