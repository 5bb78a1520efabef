-- The pipeline board of a job: a column per stage with its count and a page of cards, filters by
-- source, applied date and name, paging per column, neighbours for the application detail, the
-- applicant export, and the one RPC every move goes through (permission, expected current status,
-- reason, optional e-mail to the candidate).

-- Board order inside a column: the latest arrivals in the stage first.
create index applications_job_stage_idx
  on public.applications (job_id, status, status_changed_at desc, id desc)
  include (candidate_id, source, applied_by_vendor_id, applied_at);

-- Staff of the job's company who read its applications: company and subscription admins, and
-- the others for the jobs the team hierarchy shows them.
create or replace function private.can_see_job_applications(p_job_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select (select private.is_platform_admin()) or exists (
    select 1 from public.jobs j
    join public.company_users me on me.company_id = j.company_id and me.user_id = (select auth.uid())
    where j.id = p_job_id
      and (me.role in ('company_admin', 'subscription_admin') or j.id in (select private.staff_job_ids()))
  )
$$;
revoke all on function private.can_see_job_applications(uuid) from public, anon;
grant execute on function private.can_see_job_applications(uuid) to authenticated, service_role;

create or replace function private.pipeline_stages()
returns text[]
language sql immutable
set search_path = ''
as $$
  select array['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected', 'withdrawn']
$$;

-- Refuses filters that make no sense with a clear message (22023, HTTP 400).
create or replace function private.check_pipeline_filters(p_search text, p_source text, p_applied_from date, p_applied_to date)
returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if p_source is not null and p_source not in ('candidate', 'company', 'vendor') then
    raise exception 'Unknown source: choose Direct, Company-managed or Vendor' using errcode = '22023';
  end if;
  if p_applied_from is not null and p_applied_to is not null and p_applied_from > p_applied_to then
    raise exception 'The "from" date must be on or before the "to" date' using errcode = '22023';
  end if;
  if length(p_search) > 100 then
    raise exception 'Search text can be at most 100 characters' using errcode = '22023';
  end if;
end;
$$;

-- The job's applications under the board's filters, as cards. Called by the definer RPCs below
-- after their permission check; plain SQL so the planner inlines it into each query.
create or replace function private.pipeline_cards(p_job_id uuid, p_search text, p_source text,
                                                  p_applied_from date, p_applied_to date)
returns table (id uuid, status text, status_changed_at timestamptz, applied_at timestamptz, candidate_id uuid,
               first_name text, last_name text, source text, vendor_name text)
language sql stable
set search_path = ''
as $$
  select a.id, a.status, a.status_changed_at, a.applied_at, a.candidate_id, c.first_name, c.last_name,
         a.source, v.vendor_name
  from public.applications a
  join public.candidates c on c.id = a.candidate_id
  left join public.vendors v on v.id = a.applied_by_vendor_id
  where a.job_id = p_job_id
    and (p_source is null or a.source = p_source)
    and (p_applied_from is null or a.applied_at >= p_applied_from::timestamptz)
    and (p_applied_to is null or a.applied_at < (p_applied_to + 1)::timestamptz)
    and (nullif(btrim(p_search), '') is null
         or concat_ws(' ', c.first_name, c.last_name) ilike
            '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%')
$$;

-- The whole board in one call: every stage's total and first page of cards.
create or replace function public.get_pipeline_board(p_job_id uuid, p_search text default null, p_source text default null,
                                                     p_applied_from date default null, p_applied_to date default null,
                                                     p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return (
    with cards as (
      select k.*, row_number() over (partition by k.status order by k.status_changed_at desc, k.id desc) as n,
             count(*) over (partition by k.status) as total
      from private.pipeline_cards(p_job_id, p_search, p_source, p_applied_from, p_applied_to) k
    )
    select jsonb_agg(jsonb_build_object(
      'status', s.status,
      'total', coalesce((select max(c.total) from cards c where c.status = s.status), 0),
      'cards', coalesce((select jsonb_agg(to_jsonb(c) - 'n' - 'total' order by c.n) from cards c
                         where c.status = s.status and c.n <= v_size), '[]'::jsonb)) order by s.ord)
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
  );
end;
$$;

-- One more page of one column.
create or replace function public.get_pipeline_column(p_job_id uuid, p_status text, p_search text default null,
                                                      p_source text default null, p_applied_from date default null,
                                                      p_applied_to date default null, p_offset integer default 0,
                                                      p_limit integer default 20)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  if p_status is null or not (p_status = any (private.pipeline_stages())) then
    raise exception 'Unknown stage: %', coalesce(p_status, 'none') using errcode = '22023';
  end if;
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return (
    with cards as (
      select k.* from private.pipeline_cards(p_job_id, p_search, p_source, p_applied_from, p_applied_to) k
      where k.status = p_status
    )
    select jsonb_build_object(
      'status', p_status,
      'total', (select count(*) from cards),
      'cards', coalesce((select jsonb_agg(to_jsonb(p) order by p.status_changed_at desc, p.id desc)
                         from (select * from cards order by status_changed_at desc, id desc
                               offset greatest(coalesce(p_offset, 0), 0)
                               limit least(greatest(coalesce(p_limit, 20), 1), 100)) p), '[]'::jsonb))
  );
end;
$$;

-- The applications before and after one application in its job's board order under a filter: the
-- application detail's previous and next.
create or replace function public.get_pipeline_neighbors(p_application_id uuid, p_search text default null,
                                                         p_source text default null, p_applied_from date default null,
                                                         p_applied_to date default null)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_job uuid;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  select a.job_id into v_job from public.applications a where a.id = p_application_id;
  if v_job is null or not private.can_see_job_applications(v_job) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  return (
    with ordered as (
      select k.id,
             row_number() over (order by array_position(private.pipeline_stages(), k.status),
                                         k.status_changed_at desc, k.id desc) as n
      from private.pipeline_cards(v_job, p_search, p_source, p_applied_from, p_applied_to) k
    ), me as (select n from ordered where id = p_application_id)
    select jsonb_build_object(
      'job_id', v_job,
      'position', (select n from me),
      'total', (select count(*) from ordered),
      'previous_id', (select o.id from ordered o, me where o.n = me.n - 1),
      'next_id', (select o.id from ordered o, me where o.n = me.n + 1))
  );
end;
$$;

-- A job's applicants for the CSV export: name, e-mail, source, stage, applied date, last change.
create or replace function public.export_job_applicants(p_job_id uuid)
returns table (name text, email text, source text, stage text, applied_at timestamptz, last_change timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  return query
    select btrim(concat_ws(' ', c.first_name, c.last_name)), c.email,
           case a.source when 'candidate' then 'Direct' when 'company' then 'Company-managed'
                else coalesce(v.vendor_name, 'Vendor') end,
           case a.status when 'applied' then 'New' else private.status_label(a.status) end,
           a.applied_at, a.status_changed_at
    from public.applications a
    join public.candidates c on c.id = a.candidate_id
    left join public.vendors v on v.id = a.applied_by_vendor_id
    where a.job_id = p_job_id
    order by a.applied_at desc, a.id;
end;
$$;

-- Moves applications to a stage, all or none. Each entry of p_expected_statuses is the status the
-- mover saw for the application at the same position: if anyone moved it since, nothing changes
-- and the caller is told (PT409, HTTP 409), so two people moving at once never overwrite each
-- other. A rejection needs one of the company's reasons; other moves may carry a short note.
create or replace function public.move_applications(p_application_ids uuid[], p_expected_statuses text[],
                                                    p_to_status text, p_reason text default null,
                                                    p_send_email boolean default false)
returns table (id uuid, status text, status_changed_at timestamptz, emails_queued integer)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_count integer := coalesce(cardinality(p_application_ids), 0);
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_company uuid;
  v_row record;
  v_stale integer := 0;
  v_stale_status text;
  v_emails integer := 0;
begin
  if p_to_status is null or p_to_status not in ('applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected') then
    raise exception 'Unknown stage: %', coalesce(p_to_status, 'none') using errcode = '22023';
  end if;
  if v_count = 0 or v_count > 100 then
    raise exception 'Choose between 1 and 100 applications to move' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_expected_statuses), 0) <> v_count then
    raise exception 'Give the current stage of every application you move' using errcode = '22023';
  end if;
  if (select count(distinct x) from unnest(p_application_ids) x) <> v_count or array_position(p_application_ids, null) is not null then
    raise exception 'Each application can be moved once per request' using errcode = '22023';
  end if;
  if length(v_reason) > 500 then
    raise exception 'The reason can be at most 500 characters' using errcode = '22023';
  end if;
  if p_to_status = 'rejected' and v_reason is null then
    raise exception 'Choose a reason for the rejection' using errcode = '22023';
  end if;

  -- Locks in id order, so two bulk moves over the same applications cannot deadlock.
  for v_row in
    select a.id, a.status, a.job_id, a.company_id, e.expected
    from public.applications a
    join unnest(p_application_ids, p_expected_statuses) as e (id, expected) on e.id = a.id
    order by a.id
    for update of a
  loop
    if not private.can_work_job(v_row.job_id) then
      raise exception 'You do not have permission to move this application' using errcode = '42501';
    end if;
    if v_company is not null and v_company <> v_row.company_id then
      raise exception 'Move applications of one company at a time' using errcode = '22023';
    end if;
    v_company := v_row.company_id;
    if v_row.status = 'withdrawn' then
      raise exception 'The candidate has withdrawn this application; it can no longer be moved' using errcode = 'PT409';
    end if;
    if v_row.status is distinct from v_row.expected then
      v_stale := v_stale + 1;
      v_stale_status := v_row.status;
    end if;
  end loop;
  if v_company is null or (select count(*) from public.applications a where a.id = any (p_application_ids)) <> v_count then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  if v_stale = 1 and v_count = 1 then
    raise exception 'Someone else moved this application to % in the meantime. Nothing was changed; the board now shows its current stage.',
      case v_stale_status when 'applied' then 'New' else private.status_label(v_stale_status) end using errcode = 'PT409';
  elsif v_stale > 0 then
    raise exception '% of the selected applications were moved by someone else in the meantime. Nothing was changed; the board now shows their current stages.',
      v_stale using errcode = 'PT409';
  end if;
  if p_to_status = 'rejected' and not v_reason = any (
      coalesce((select s.rejection_reasons from public.company_pipeline_settings s where s.company_id = v_company),
               private.default_rejection_reasons())) then
    raise exception 'Choose one of the company''s rejection reasons' using errcode = '22023';
  end if;

  perform set_config('portal.stage_reason', coalesce(v_reason, ''), true);
  update public.applications a set status = p_to_status
  where a.id = any (p_application_ids) and a.status <> p_to_status;
  perform set_config('portal.stage_reason', '', true);

  if p_send_email and p_to_status <> 'applied' then
    v_emails := private.queue_stage_emails(p_application_ids, p_to_status);
  end if;

  return query
    select a.id, a.status, a.status_changed_at, v_emails from public.applications a
    where a.id = any (p_application_ids) order by a.id;
end;
$$;

revoke all on function public.get_pipeline_board(uuid, text, text, date, date, integer),
  public.get_pipeline_column(uuid, text, text, text, date, date, integer, integer),
  public.get_pipeline_neighbors(uuid, text, text, date, date),
  public.export_job_applicants(uuid),
  public.move_applications(uuid[], text[], text, text, boolean) from public, anon;
grant execute on function public.get_pipeline_board(uuid, text, text, date, date, integer),
  public.get_pipeline_column(uuid, text, text, text, date, date, integer, integer),
  public.get_pipeline_neighbors(uuid, text, text, date, date),
  public.export_job_applicants(uuid),
  public.move_applications(uuid[], text[], text, text, boolean) to authenticated, service_role;
