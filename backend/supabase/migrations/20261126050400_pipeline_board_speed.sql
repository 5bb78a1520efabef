-- The pipeline board of a job with thousands of applications within the bench's budget: the
-- visibility check probes one job instead of listing every job the caller sees, and the board's
-- queries are built with only the filters in use (planned for those values each time), so the
-- counts and first pages come straight from the (job, status, stage start) index and names are
-- joined for the shown cards only.

-- Staff of the job's company whom the team hierarchy lets see it: private.staff_job_ids() for one
-- job. Working on it (private.can_work_job) also needs an active company.
create or replace function private.staff_sees_job(p_job_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.jobs j
    join public.company_users me on me.company_id = j.company_id and me.user_id = (select auth.uid())
    left join public.job_assignments a on a.job_id = j.id
    left join public.company_users assignee on assignee.user_id = a.assigned_to_user_id
    where j.id = p_job_id
      and (me.role in ('company_admin', 'subscription_admin')
        or (me.role = 'manager' and (j.created_by = me.user_id or a.id is null
             or a.assigned_to_user_id = me.user_id or assignee.manager_id = me.user_id))
        or (me.role = 'recruiter' and (j.created_by = me.user_id or a.assigned_to_user_id = me.user_id))
        or (me.role = 'partner_recruiter' and a.assigned_to_user_id = me.user_id))
  )
$$;

create or replace function private.can_work_job(p_job_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.staff_sees_job(p_job_id)
     and private.company_is_active((select j.company_id from public.jobs j where j.id = p_job_id))
$$;

create or replace function private.can_see_job_applications(p_job_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select private.staff_sees_job(p_job_id) or (select private.is_platform_admin())
$$;

revoke all on function private.staff_sees_job(uuid) from public, anon;
grant execute on function private.staff_sees_job(uuid) to authenticated, service_role;

drop function private.pipeline_cards(uuid, text, text, date, date);

-- The WHERE clause of the board's queries for the filters in use. Parameters: $1 job, $2 source,
-- $3 applied from, $4 applied to, $5 name pattern.
create or replace function private.pipeline_where(p_source text, p_applied_from date, p_applied_to date, p_search text)
returns text
language sql immutable
set search_path = ''
as $$
  select 'a.job_id = $1'
    || case when p_source is not null then ' and a.source = $2' else '' end
    || case when p_applied_from is not null then ' and a.applied_at >= $3::timestamptz' else '' end
    || case when p_applied_to is not null then ' and a.applied_at < ($4 + 1)::timestamptz' else '' end
    || case when nullif(btrim(p_search), '') is not null then
         ' and exists (select 1 from public.candidates c where c.id = a.candidate_id'
         || ' and concat_ws('' '', c.first_name, c.last_name) ilike $5)' else '' end
$$;

create or replace function private.pipeline_pattern(p_search text)
returns text
language sql immutable
set search_path = ''
as $$
  select '%' || replace(replace(replace(btrim(coalesce(p_search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%'
$$;

-- A page of one stage as card objects, in board order: %1$s is the WHERE clause, %2$s the stage
-- expression, $6 the page size and $7 the offset.
create or replace function private.pipeline_page_sql()
returns text
language sql immutable
set search_path = ''
as $$
  select $q$coalesce((select jsonb_agg(jsonb_build_object(
      'id', p.id, 'status', p.status, 'status_changed_at', p.status_changed_at, 'applied_at', p.applied_at,
      'candidate_id', p.candidate_id, 'first_name', c.first_name, 'last_name', c.last_name,
      'source', p.source, 'vendor_name', v.vendor_name) order by p.status_changed_at desc, p.id desc)
    from (select a.id, a.status, a.status_changed_at, a.applied_at, a.candidate_id, a.source, a.applied_by_vendor_id
          from public.applications a where %1$s and a.status = %2$s
          order by a.status_changed_at desc, a.id desc offset $7 limit $6) p
    join public.candidates c on c.id = p.candidate_id
    left join public.vendors v on v.id = p.applied_by_vendor_id), '[]'::jsonb)$q$
$$;

create or replace function public.get_pipeline_board(p_job_id uuid, p_search text default null, p_source text default null,
                                                     p_applied_from date default null, p_applied_to date default null,
                                                     p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  execute format($q$
    with counts as (select a.status, count(*)::integer as total from public.applications a where %1$s group by a.status)
    select jsonb_agg(jsonb_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', %2$s) order by s.ord)
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status$q$,
    v_where, format(private.pipeline_page_sql(), v_where, 's.status'))
  into v_result
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search),
        least(greatest(coalesce(p_page_size, 20), 1), 100), 0;
  return v_result;
end;
$$;

create or replace function public.get_pipeline_column(p_job_id uuid, p_status text, p_search text default null,
                                                      p_source text default null, p_applied_from date default null,
                                                      p_applied_to date default null, p_offset integer default 0,
                                                      p_limit integer default 20)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  if p_status is null or not (p_status = any (private.pipeline_stages())) then
    raise exception 'Unknown stage: %', coalesce(p_status, 'none') using errcode = '22023';
  end if;
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  execute format($q$select jsonb_build_object('status', $8::text,
      'total', (select count(*) from public.applications a where %1$s and a.status = $8),
      'cards', %2$s)$q$,
    v_where, format(private.pipeline_page_sql(), v_where, '$8'))
  into v_result
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search),
        least(greatest(coalesce(p_limit, 20), 1), 100), greatest(coalesce(p_offset, 0), 0), p_status;
  return v_result;
end;
$$;

-- The applications before and after one application in its job's board order under a filter.
create or replace function public.get_pipeline_neighbors(p_application_id uuid, p_search text default null,
                                                         p_source text default null, p_applied_from date default null,
                                                         p_applied_to date default null)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_job uuid;
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  select a.job_id into v_job from public.applications a where a.id = p_application_id;
  if v_job is null or not private.can_see_job_applications(v_job) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  execute format($q$
    with ordered as (
      select a.id, row_number() over (order by array_position(private.pipeline_stages(), a.status),
                                               a.status_changed_at desc, a.id desc) as n
      from public.applications a where %1$s
    ), me as (select n from ordered where id = $6)
    select jsonb_build_object(
      'job_id', $1,
      'position', (select n from me),
      'total', (select count(*) from ordered),
      'previous_id', (select o.id from ordered o, me where o.n = me.n - 1),
      'next_id', (select o.id from ordered o, me where o.n = me.n + 1))$q$,
    private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search))
  into v_result
  using v_job, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), p_application_id;
  return v_result;
end;
$$;
