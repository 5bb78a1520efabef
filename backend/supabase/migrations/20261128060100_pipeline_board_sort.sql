-- The pipeline board sorts each stage either newest first (by stage start, as before) or by best
-- match: the score from private.match_view, highest first, then newest application, then id, so
-- pages never skip or repeat a card. Cards sorted by match carry their score. The unfiltered
-- newest-first board keeps its static plan.

create or replace function private.check_pipeline_sort(p_sort text)
returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  if p_sort is not null and p_sort not in ('newest', 'match') then
    raise exception 'Unknown sort: choose Newest or Best match' using errcode = '22023';
  end if;
end;
$$;

drop function private.pipeline_page_sql();

-- The board's order of one stage's applications: %1$s names the application rows, p_score their
-- match score. The board's pages and the detail's previous/next both use it.
create or replace function private.pipeline_order(p_sort text, p_rows text, p_score text)
returns text
language sql immutable
set search_path = ''
as $$
  select case when p_sort = 'match'
    then format('%2$s desc nulls last, %1$s.applied_at desc, %1$s.id desc', p_rows, p_score)
    else format('%1$s.status_changed_at desc, %1$s.id desc', p_rows) end
$$;

-- Joins the match score (m.score) of each application row "a" when sorting by match.
create or replace function private.pipeline_score_join(p_sort text)
returns text
language sql immutable
set search_path = ''
as $$
  select case when p_sort = 'match'
    then ' left join private.match_view m on m.job_id = a.job_id and m.candidate_id = a.candidate_id' else '' end
$$;

-- A page of one stage as card objects in the chosen order: %1$s is the WHERE clause, %2$s the
-- stage expression, $6 the page size and $7 the offset. Sorted by match, cards carry their score.
create or replace function private.pipeline_page_sql(p_sort text)
returns text
language sql immutable
set search_path = ''
as $$
  select format($q$coalesce((select jsonb_agg(jsonb_build_object(
      'id', p.id, 'status', p.status, 'status_changed_at', p.status_changed_at, 'applied_at', p.applied_at,
      'candidate_id', p.candidate_id, 'first_name', c.first_name, 'last_name', c.last_name,
      'source', p.source, 'vendor_name', v.vendor_name, 'source_label', p.source_label%1$s) order by %2$s)
    from (select a.id, a.status, a.status_changed_at, a.applied_at, a.candidate_id, a.source, a.applied_by_vendor_id,
                 a.source_label%3$s
          from public.applications a%4$s where %%1$s and a.status = %%2$s
          order by %5$s offset $7 limit $6) p
    join public.candidates c on c.id = p.candidate_id
    left join public.vendors v on v.id = p.applied_by_vendor_id), '[]'::jsonb)$q$,
    case when p_sort = 'match' then ', ''match_score'', p.score' else '' end,
    private.pipeline_order(p_sort, 'p', 'p.score'),
    case when p_sort = 'match' then ', m.score' else '' end,
    private.pipeline_score_join(p_sort),
    private.pipeline_order(p_sort, 'a', 'm.score'))
$$;

drop function public.get_pipeline_board(uuid, text, text, date, date, integer);
drop function public.get_pipeline_column(uuid, text, text, text, date, date, integer, integer);
drop function public.get_pipeline_neighbors(uuid, text, text, date, date);

create function public.get_pipeline_board(p_job_id uuid, p_search text default null, p_source text default null,
                                          p_applied_from date default null, p_applied_to date default null,
                                          p_page_size integer default 20, p_sort text default 'newest')
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_page_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_sort text := coalesce(p_sort, 'newest');
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_sort = 'newest' and nullif(btrim(p_search), '') is null and p_source is null
     and p_applied_from is null and p_applied_to is null then
    return private.pipeline_board_unfiltered(p_job_id, v_page_size);
  end if;
  execute format($q$
    with counts as (select a.status, count(*)::integer as total from public.applications a where %1$s group by a.status)
    select jsonb_agg(jsonb_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', %2$s) order by s.ord)
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status$q$,
    v_where, format(private.pipeline_page_sql(v_sort), v_where, 's.status'))
  into v_result
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), v_page_size, 0;
  return v_result;
end;
$$;

create function public.get_pipeline_column(p_job_id uuid, p_status text, p_search text default null,
                                           p_source text default null, p_applied_from date default null,
                                           p_applied_to date default null, p_offset integer default 0,
                                           p_limit integer default 20, p_sort text default 'newest')
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  if p_status is null or not (p_status = any (private.pipeline_stages())) then
    raise exception 'Unknown stage: %', coalesce(p_status, 'none') using errcode = '22023';
  end if;
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  execute format($q$select jsonb_build_object('status', $8::text,
      'total', (select count(*) from public.applications a where %1$s and a.status = $8),
      'cards', %2$s)$q$,
    v_where, format(private.pipeline_page_sql(coalesce(p_sort, 'newest')), v_where, '$8'))
  into v_result
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search),
        least(greatest(coalesce(p_limit, 20), 1), 100), greatest(coalesce(p_offset, 0), 0), p_status;
  return v_result;
end;
$$;

-- The applications before and after one application in its job's board order under a filter
-- and sort.
create function public.get_pipeline_neighbors(p_application_id uuid, p_search text default null,
                                              p_source text default null, p_applied_from date default null,
                                              p_applied_to date default null, p_sort text default 'newest')
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_job uuid;
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  select a.job_id into v_job from public.applications a where a.id = p_application_id;
  if v_job is null or not private.can_see_job_applications(v_job) then
    raise exception 'Application not found' using errcode = 'P0002';
  end if;
  execute format($q$
    with ordered as (
      select a.id, row_number() over (order by array_position(private.pipeline_stages(), a.status), %2$s) as n
      from public.applications a%3$s where %1$s
    ), me as (select n from ordered where id = $6)
    select jsonb_build_object(
      'job_id', $1,
      'position', (select n from me),
      'total', (select count(*) from ordered),
      'previous_id', (select o.id from ordered o, me where o.n = me.n - 1),
      'next_id', (select o.id from ordered o, me where o.n = me.n + 1))$q$,
    private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search),
    private.pipeline_order(p_sort, 'a', 'm.score'), private.pipeline_score_join(p_sort))
  into v_result
  using v_job, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), p_application_id;
  return v_result;
end;
$$;

revoke all on function public.get_pipeline_board(uuid, text, text, date, date, integer, text),
  public.get_pipeline_column(uuid, text, text, text, date, date, integer, integer, text),
  public.get_pipeline_neighbors(uuid, text, text, date, date, text) from public, anon;
grant execute on function public.get_pipeline_board(uuid, text, text, date, date, integer, text),
  public.get_pipeline_column(uuid, text, text, text, date, date, integer, integer, text),
  public.get_pipeline_neighbors(uuid, text, text, date, date, text) to authenticated, service_role;
