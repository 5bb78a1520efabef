-- One active application per person per job, whatever the source (direct, company-managed or any
-- vendor). Rejected and withdrawn applications are closed and no longer count. The unique index is
-- the guarantee; the trigger before it takes a lock per job and person, so of two submissions at
-- once the second waits for the first and is refused with words the caller can act on:
--   a vendor:    'This candidate is already in process for this job (since Nov 3, 2026)', never
--                naming who submitted first;
--   a candidate: 'You are already in process for this job (since Nov 3, 2026)', with the existing
--                application's id as the hint so the screen can open it;
--   the company: the full picture, who submitted first, when and the stage it is at.

create or replace function private.application_is_open(p_status text)
returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select p_status not in ('rejected', 'withdrawn')
$$;
revoke all on function private.application_is_open(text) from public, anon, authenticated;

create unique index applications_one_active_per_person_idx on public.applications (job_id, person_id)
  where status not in ('rejected', 'withdrawn');

-- How the company names where an application came from: 'Direct', 'Company-managed', or the
-- vendor's name and the recruiter who submitted it.
create or replace function private.application_source_label(p_app public.applications)
returns text
language sql stable security definer
set search_path = ''
as $$
  select case p_app.source
    when 'candidate' then 'Direct'
    when 'company' then 'Company-managed'
    else coalesce(
      (select v.vendor_name from public.vendors v where v.id = p_app.applied_by_vendor_id), 'Vendor')
      || coalesce(' · ' || (
        select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
        from public.talent_vendor_users tvu where tvu.user_id = p_app.applied_by_user_id), '')
  end
$$;
revoke all on function private.application_source_label(public.applications) from public, anon, authenticated;

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

-- Named to run after applications_set_person (before triggers run in name order).
create trigger applications_single_active_per_person
  before insert or update of status, job_id, candidate_id, person_id on public.applications
  for each row execute function private.guard_one_active_application();

-- A candidate account's records: their own, and the records companies and vendors keep under the
-- e-mail the account signed up with (verified by the sign-up, unlike a profile's phone or LinkedIn).
create or replace function private.user_candidate_ids(p_user_id uuid)
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select c.id from public.candidates c where c.user_id = p_user_id
  union
  select c.id from public.candidates c
  where c.user_id is null
    and c.email_normalized = (select private.normalize_email(u.email) from auth.users u where u.id = p_user_id)
    and exists (select 1 from public.candidates o where o.user_id = p_user_id)
$$;
revoke all on function private.user_candidate_ids(uuid) from public, anon, authenticated;

create or replace function private.linked_candidate_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select private.user_candidate_ids((select auth.uid()))
$$;
revoke all on function private.linked_candidate_ids() from public, anon;
grant execute on function private.linked_candidate_ids() to authenticated;

-- Candidates also read the applications companies and vendors made for them.
drop policy applications_select on public.applications;
create policy applications_select on public.applications for select to authenticated
  using (
    company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
    or (select private.is_platform_admin())
    or candidate_id in (select private.own_candidate_ids())
    or job_id in (select private.staff_job_ids())
    or applied_by_vendor_id in (select private.member_vendor_ids())
    or candidate_id in (select private.linked_candidate_ids())
  );

-- The candidate's application detail: their own applications and those made for them, with who
-- submitted it.
create or replace function private.candidate_application_detail(p_user_id uuid, p_application_id uuid)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_app public.applications;
begin
  perform private.assert_candidate_data_caller(p_user_id);
  select a.* into v_app
  from public.applications a
  where a.id = p_application_id and a.candidate_id in (select private.user_candidate_ids(p_user_id));
  if v_app.id is null then
    return null;
  end if;
  return private.application_fields(v_app) || jsonb_build_object(
    'submitted_by', case when v_app.source = 'candidate' then null
                         when v_app.source = 'company' then (select co.name from public.companies co where co.id = v_app.company_id)
                         else private.application_source_label(v_app) end,
    'job', (select private.job_card(j) from public.jobs j where j.id = v_app.job_id),
    'answers', private.application_answers(v_app.id, v_app.job_id));
end;
$$;

-- Who represents the signed-in candidate: every company and vendor keeping a record under their
-- sign-up e-mail, with the jobs it put them forward for.
create or replace function public.get_my_representation()
returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(r order by r ->> 'since'), '[]')
  from (
    select jsonb_build_object(
      'kind', case when c.created_by_vendor_id is not null then 'vendor' else 'company' end,
      'name', coalesce(v.vendor_name, co.name),
      'recruiter', (select nullif(btrim(tvu.first_name || ' ' || tvu.last_name), '')
                    from public.talent_vendor_users tvu where tvu.user_id = c.created_by_user_id
                      and c.created_by_vendor_id is not null),
      'since', c.created_at,
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('application_id', a.id, 'title', j.title, 'status', a.status,
                                            'applied_at', a.applied_at) order by a.applied_at desc)
        from public.applications a join public.jobs j on j.id = a.job_id
        where a.candidate_id = c.id), '[]')) as r
    from public.candidates c
    left join public.vendors v on v.id = c.created_by_vendor_id
    left join public.companies co on co.id = c.managing_company_id
    where c.id in (select private.linked_candidate_ids())
      and c.user_id is null
      and (v.id is not null or co.id is not null)
  ) s
$$;
revoke all on function public.get_my_representation() from public, anon;
grant execute on function public.get_my_representation() to authenticated;

-- The signed-in candidate's records: their own and those kept under their sign-up e-mail.
create or replace function public.get_my_candidate_ids()
returns setof uuid
language sql stable security definer
set search_path = ''
as $$
  select private.linked_candidate_ids()
$$;
revoke all on function public.get_my_candidate_ids() from public, anon;
grant execute on function public.get_my_candidate_ids() to authenticated;
