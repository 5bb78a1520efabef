-- Each company chooses which stages of an application its vendors see (default: Submitted,
-- Interview, Offer, Hired, Not Selected). A vendor never reads the real status: the vendor branch of
-- the applications policy is gone (so a vendor's select of applications, their answers or their
-- stage history returns nothing) and vendors read their submissions through
-- list_vendor_submissions, which maps each status to the stage the vendor may see. A hidden stage
-- collapses to the last shown stage before it ('reviewing' reads as Submitted); a hidden Not
-- Selected reads as the stage the application had before it was rejected. Withdrawn is the
-- candidate's own decision and always shown. Notifications and live signals to vendors follow the
-- mapped stage, so a move between hidden stages tells the vendor nothing.

-- The stages a company can show vendors, in pipeline order; Submitted ('applied') is always shown.
create or replace function private.vendor_stage_order()
returns text[]
language sql immutable
set search_path = ''
as $$
  select array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected']
$$;

create or replace function private.default_vendor_stages()
returns text[]
language sql immutable
set search_path = ''
as $$
  select array['applied', 'interview', 'offered', 'hired', 'rejected']
$$;

create or replace function private.valid_vendor_stages(p_stages text[])
returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce('applied' = any (p_stages)
    and p_stages <@ private.vendor_stage_order()
    and (select count(distinct s) = count(*) and bool_and(s is not null) from unnest(p_stages) s), false)
$$;
grant execute on function private.valid_vendor_stages(text[]), private.vendor_stage_order() to authenticated, service_role;

alter table public.company_pipeline_settings
  add column vendor_visible_stages text[]
    constraint company_pipeline_settings_vendor_stages_valid
    check (vendor_visible_stages is null or private.valid_vendor_stages(vendor_visible_stages));

create or replace function private.vendor_stages_of(p_company_id uuid)
returns text[]
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select s.vendor_visible_stages from public.company_pipeline_settings s
                   where s.company_id = p_company_id), private.default_vendor_stages())
$$;
revoke all on function private.vendor_stages_of(uuid) from public, anon, authenticated;

-- The stage a vendor sees for a status, given the status before a rejection and the shown stages.
create or replace function private.vendor_stage(p_status text, p_before_rejection text, p_visible text[])
returns text
language sql immutable
set search_path = ''
as $$
  select case
    when p_status = 'withdrawn' then 'withdrawn'
    when p_status = 'rejected' and 'rejected' = any (p_visible) then 'rejected'
    else (
      select o.s
      from unnest(array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted']) with ordinality o (s, n)
      where o.n <= coalesce(array_position(array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted'],
                                           case when p_status = 'rejected' then p_before_rejection else p_status end), 1)
        and (o.s = 'applied' or o.s = any (p_visible))
      order by o.n desc
      limit 1)
  end
$$;

create or replace function private.status_before_rejection(p_application_id uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select h.from_status from public.application_stage_history h
  where h.application_id = p_application_id and h.to_status = 'rejected'
  order by h.created_at desc, h.id
  limit 1
$$;
revoke all on function private.status_before_rejection(uuid) from public, anon, authenticated;

create or replace function private.vendor_stage_of(p_application public.applications, p_visible text[])
returns text
language sql stable security definer
set search_path = ''
as $$
  select private.vendor_stage(p_application.status,
    case when p_application.status = 'rejected' and not ('rejected' = any (p_visible))
         then private.status_before_rejection(p_application.id) end,
    p_visible)
$$;
revoke all on function private.vendor_stage_of(public.applications, text[]) from public, anon, authenticated;

create or replace function private.vendor_stage_label(p_stage text)
returns text
language sql immutable
set search_path = ''
as $$
  select case p_stage
    when 'applied' then 'Submitted'
    when 'reviewing' then 'Under Review'
    when 'interview' then 'Interview'
    when 'offered' then 'Offer'
    when 'hired' then 'Hired'
    when 'accepted' then 'Accepted'
    when 'rejected' then 'Not Selected'
    when 'withdrawn' then 'Withdrawn'
    else p_stage
  end
$$;

-- Vendors no longer read applications (nor, through them, answers and stage history) directly.
drop policy applications_select on public.applications;
create policy applications_select on public.applications for select to authenticated
  using (
    company_id = any (array(select private.company_ids_with_role(array['company_admin', 'subscription_admin'])))
    or (select private.is_platform_admin())
    or candidate_id in (select private.own_candidate_ids())
    or job_id in (select private.staff_job_ids())
    or candidate_id in (select private.linked_candidate_ids())
  );

create index applications_vendor_applied_idx on public.applications (applied_by_vendor_id, applied_at desc, id)
  where applied_by_vendor_id is not null;

-- The caller's vendor's submissions, newest first, a page at a time, each with the stage its
-- company lets vendors see.
create or replace function public.list_vendor_submissions(p_page integer default 1, p_page_size integer default 10)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_vendors uuid[] := array(select private.member_vendor_ids());
begin
  if cardinality(v_vendors) = 0 then
    raise exception 'Only talent-vendor staff can view submissions' using errcode = '42501';
  end if;
  if p_page is null or p_page < 1 or p_page_size is null or p_page_size not between 1 and 100 then
    raise exception 'Page must be 1 or more and page size between 1 and 100' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'total', (select count(*) from public.applications a where a.applied_by_vendor_id = any (v_vendors)),
    'rows', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', p.id, 'applied_at', p.applied_at,
               'stage', private.vendor_stage_of(p, private.vendor_stages_of(p.company_id)),
               'candidate', jsonb_build_object('first_name', c.first_name, 'last_name', c.last_name),
               'job', jsonb_build_object('title', j.title))
             order by p.applied_at desc, p.id)
      from (select a.* from public.applications a
            where a.applied_by_vendor_id = any (v_vendors)
            order by a.applied_at desc, a.id
            limit p_page_size offset (p_page - 1)::bigint * p_page_size) p
      join public.candidates c on c.id = p.candidate_id
      join public.jobs j on j.id = p.job_id), '[]'::jsonb));
end;
$$;
revoke all on function public.list_vendor_submissions(integer, integer) from public, anon;
grant execute on function public.list_vendor_submissions(integer, integer) to authenticated;

-- The stages the caller's company shows its vendors (defaults filled in), for its staff.
create or replace function public.get_vendor_visible_stages()
returns text[]
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_company uuid := private.current_company_id();
begin
  if v_company is null then
    raise exception 'Only company staff can view the stages vendors see' using errcode = '42501';
  end if;
  return array(select s from unnest(private.vendor_stage_order()) with ordinality o (s, n)
               where s = any (private.vendor_stages_of(v_company)) order by n);
end;
$$;
revoke all on function public.get_vendor_visible_stages() from public, anon;
grant execute on function public.get_vendor_visible_stages() to authenticated;

-- Company and subscription admins of an active company choose them; Submitted is always shown.
create or replace function public.set_vendor_visible_stages(p_stages text[])
returns text[]
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_company uuid := (select ids.id from private.active_company_ids(array['company_admin', 'subscription_admin']) ids (id)
                     limit 1);
  v_stages text[];
begin
  if v_company is null then
    raise exception 'Only company admins can change the stages vendors see' using errcode = '42501';
  end if;
  if p_stages is null or exists (select 1 from unnest(p_stages) s where s is null or not (s = any (private.vendor_stage_order()))) then
    raise exception 'Choose stages from the pipeline' using errcode = '22023';
  end if;
  if not ('applied' = any (p_stages)) then
    raise exception 'Vendors always see Submitted' using errcode = '22023';
  end if;
  v_stages := array(select s from unnest(private.vendor_stage_order()) with ordinality o (s, n)
                    where s = any (p_stages) order by n);
  insert into public.company_pipeline_settings as s (company_id, rejection_reasons, vendor_visible_stages)
  values (v_company, private.default_rejection_reasons(), v_stages)
  on conflict (company_id) do update set vendor_visible_stages = excluded.vendor_visible_stages;
  return v_stages;
end;
$$;
revoke all on function public.set_vendor_visible_stages(text[]) from public, anon;
grant execute on function public.set_vendor_visible_stages(text[]) to authenticated;

-- A change of the shown stages changes what every vendor with submissions to the company reads.
create or replace function private.vendor_stages_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_vendor uuid;
begin
  if tg_op = 'UPDATE' and new.vendor_visible_stages is not distinct from old.vendor_visible_stages then
    return null;
  end if;
  for v_vendor in
    select distinct a.applied_by_vendor_id from public.applications a
    where a.company_id = new.company_id and a.applied_by_vendor_id is not null
  loop
    perform private.signal('vendor:' || v_vendor, 'applications', 'UPDATE');
  end loop;
  return null;
end;
$$;
create trigger company_pipeline_settings_vendor_stages_live after insert or update on public.company_pipeline_settings
  for each row execute function private.vendor_stages_live();

-- Applications: as before, except that the submitting vendor hears only of changes to the stage it
-- sees, in its words.
create or replace function private.applications_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.applications := case when tg_op = 'DELETE' then old else new end;
  v_job record;
  v_candidate record;
  v_user uuid;
  v_visible text[];
  v_old_stage text;
  v_new_stage text;
begin
  select j.id, j.title, j.company_id, j.created_by, ja.assigned_to_user_id into v_job
  from public.jobs j left join public.job_assignments ja on ja.job_id = j.id
  where j.id = v_row.job_id;
  select c.user_id, c.first_name, c.last_name into v_candidate from public.candidates c where c.id = v_row.candidate_id;

  if tg_op = 'UPDATE' and new.applied_by_vendor_id is not null then
    v_visible := private.vendor_stages_of(new.company_id);
    v_old_stage := private.vendor_stage_of(old, v_visible);
    -- The history row of this move is written after this trigger: the status left is old's.
    v_new_stage := private.vendor_stage(new.status,
      case when new.status = 'rejected' and old.status <> 'rejected' then old.status
           when new.status = 'rejected' then private.status_before_rejection(new.id) end,
      v_visible);
  end if;

  if tg_op = 'INSERT' then
    for v_user in select distinct u from unnest(array[v_job.created_by, v_job.assigned_to_user_id]) as u where u is not null loop
      perform private.notify(v_user, 'new_application', 'New application',
        format('%s applied to %s.', btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), v_job.title),
        '/company/application/' || new.id,
        jsonb_build_object('application_id', new.id, 'job_id', new.job_id));
    end loop;
  elsif tg_op = 'UPDATE' and new.status is distinct from old.status then
    perform private.notify(v_candidate.user_id, 'application_update', 'Application update',
      format('Your application for %s is now %s.', v_job.title, private.status_label(new.status)),
      '/candidate/application/' || new.id,
      jsonb_build_object('application_id', new.id, 'job_id', new.job_id, 'status', new.status));
    if new.applied_by_vendor_id is not null and v_new_stage is distinct from v_old_stage then
      for v_user in
        select u from private.vendor_admin_user_ids(new.applied_by_vendor_id) as u
        union
        select tvu.user_id from public.talent_vendor_users tvu
        where tvu.user_id = new.applied_by_user_id and tvu.vendor_id = new.applied_by_vendor_id
      loop
        perform private.notify(v_user, 'application_update', 'Submission update',
          format('%s for %s is now %s.', btrim(concat_ws(' ', v_candidate.first_name, v_candidate.last_name)), v_job.title,
            private.vendor_stage_label(v_new_stage)),
          '/talent-vendor/dashboard',
          jsonb_build_object('application_id', new.id, 'job_id', new.job_id, 'stage', v_new_stage));
      end loop;
    end if;
  end if;

  if v_job.company_id is not null then
    perform private.signal('company:' || v_job.company_id, 'applications', tg_op);
  end if;
  if v_candidate.user_id is not null then
    perform private.signal('user:' || v_candidate.user_id, 'applications', tg_op,
      jsonb_build_object('id', v_row.id, 'status', v_row.status));
  end if;
  if v_row.applied_by_vendor_id is not null
     and (tg_op <> 'UPDATE' or v_new_stage is distinct from v_old_stage
          or new.applied_by_vendor_id is distinct from old.applied_by_vendor_id) then
    perform private.signal('vendor:' || v_row.applied_by_vendor_id, 'applications', tg_op);
  end if;
  return null;
end;
$$;

-- The timeline of one application, oldest first. Actor name and reason only for the team; the
-- submitting vendor reads the stages it may see, each change of them once.
create or replace function public.get_application_timeline(p_application_id uuid)
returns table (id uuid, from_status text, to_status text, created_at timestamptz, actor_name text, reason text)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_app public.applications;
  v_team boolean;
  v_visible text[];
begin
  select a.* into v_app from public.applications a where a.id = p_application_id;
  if v_app.id is null then
    return;
  end if;
  v_team := private.is_platform_admin() or private.is_team_application(p_application_id);
  if not v_team and v_app.candidate_id not in (select private.own_candidate_ids()) then
    if v_app.applied_by_vendor_id is null or v_app.applied_by_vendor_id not in (select private.member_vendor_ids()) then
      return;
    end if;
    v_visible := private.vendor_stages_of(v_app.company_id);
    return query
      select m.id, m.from_stage, m.to_stage, m.created_at, null::text, null::text
      from (
        select h.id, h.created_at, h.from_status,
               case when h.from_status is null then null
                    else private.vendor_stage(h.from_status, h.prev_from, v_visible) end as from_stage,
               private.vendor_stage(h.to_status, h.from_status, v_visible) as to_stage
        from (select x.*, lag(x.from_status) over (order by x.created_at, x.from_status nulls first, x.id) as prev_from
              from public.application_stage_history x where x.application_id = p_application_id) h
      ) m
      where m.from_status is null or m.from_stage is distinct from m.to_stage
      order by m.created_at, m.from_status nulls first, m.id;
    return;
  end if;
  return query
    select h.id, h.from_status, h.to_status, h.created_at,
           case when v_team then nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), '') end,
           case when v_team then h.reason end
    from public.application_stage_history h
    left join public.company_users cu on cu.user_id = h.actor_id
    where h.application_id = p_application_id
    order by h.created_at, h.from_status nulls first, h.id;
end;
$$;

-- The furthest funnel stage (report rank) a vendor may see an application reach.
create or replace function private.vendor_visible_rank(p_furthest smallint, p_visible text[])
returns smallint
language sql immutable
set search_path = ''
as $$
  select max(o.n)::smallint
  from unnest(array['applied', 'reviewing', 'interview', 'offered', 'hired']) with ordinality o (s, n)
  where o.n <= p_furthest and (o.n = 1 or o.s = any (p_visible))
$$;

-- The vendor report counts each submission at the furthest stage its company lets vendors see.
create or replace function public.get_vendor_report(p_from date, p_to date)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_vendors uuid[];
  v_start timestamptz := (p_from::timestamp at time zone 'UTC');
  v_end timestamptz := ((p_to + 1)::timestamp at time zone 'UTC');
begin
  perform private.check_report_range(p_from, p_to);
  select coalesce(array_agg(v), '{}') into v_vendors from private.member_vendor_ids() v;
  if cardinality(v_vendors) = 0 then
    raise exception 'Only talent-vendor staff can view this report' using errcode = '42501';
  end if;
  return (
    with subs as materialized (
      select f.job_id, f.vendor_id, private.vendor_visible_rank(f.furthest, st.stages) as furthest, f.applied_at,
             r.released_at,
             case when r.released_at <= f.applied_at then extract(epoch from f.applied_at - r.released_at) end as secs
      from private.application_report_facts f
      cross join lateral (select private.vendor_stages_of(f.company_id) as stages) st
      left join public.vendor_job_assignments vja on vja.job_id = f.job_id and vja.vendor_id = f.vendor_id
      left join lateral (select private.vendor_release_at(vja.created_at, vja.tier, f.company_id) as released_at) r
        on vja.id is not null
      where f.vendor_id = any (v_vendors) and f.applied_at >= v_start and f.applied_at < v_end
    ), totals as (
      select count(*) as applied,
             count(*) filter (where s.furthest >= 2) as reviewing,
             count(*) filter (where s.furthest >= 3) as interview,
             count(*) filter (where s.furthest >= 4) as offered,
             count(*) filter (where s.furthest >= 5) as hired,
             count(s.secs) as timed,
             percentile_cont(array[0.5, 0.9]) within group (order by s.secs) as release_p
      from subs s
    ), jobs as (
      select s.job_id, min(s.released_at) as released_at, count(*) as submissions,
             count(*) filter (where s.furthest >= 5) as hires,
             percentile_cont(array[0.5, 0.9]) within group (order by s.secs) as release_p
      from subs s group by s.job_id
    )
    select jsonb_build_object(
      'funnel', private.report_funnel(t.applied, t.reviewing, t.interview, t.offered, t.hired),
      'release_to_submission', jsonb_build_object('count', t.timed) || private.report_days(t.release_p),
      'jobs', coalesce((
        select jsonb_agg(jsonb_build_object('job_id', j.job_id, 'title', jb.title, 'company_name', co.name,
                                            'released_at', j.released_at, 'submissions', j.submissions,
                                            'hires', j.hires) || private.report_days(j.release_p)
                         order by j.submissions desc, jb.title, j.job_id)
        from jobs j
        join public.jobs jb on jb.id = j.job_id
        join public.companies co on co.id = jb.company_id), '[]'::jsonb))
    from totals t
  );
end;
$$;
