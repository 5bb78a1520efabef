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
