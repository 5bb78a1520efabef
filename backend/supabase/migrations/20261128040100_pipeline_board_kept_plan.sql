-- Opening a job's board (no filter) runs one static query whose plan the session keeps: the
-- filtered board still builds its query for the filters in use and plans it each time, which
-- cost about as much again as the query itself on a job with 2,000 applications. The cards are
-- assembled as json and converted to jsonb once, instead of one jsonb value per card.
create or replace function private.pipeline_board_unfiltered(p_job_id uuid, p_page_size integer)
returns jsonb
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    with counts as (select a.status, count(*)::integer as total from public.applications a where a.job_id = p_job_id group by a.status)
    select json_agg(json_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', coalesce((
      select json_agg(json_build_object(
               'id', p.id, 'status', p.status, 'status_changed_at', p.status_changed_at, 'applied_at', p.applied_at,
               'candidate_id', p.candidate_id, 'first_name', c.first_name, 'last_name', c.last_name,
               'source', p.source, 'vendor_name', v.vendor_name, 'source_label', p.source_label)
             order by p.status_changed_at desc, p.id desc)
      from (select a.id, a.status, a.status_changed_at, a.applied_at, a.candidate_id, a.source, a.applied_by_vendor_id,
                   a.source_label
            from public.applications a where a.job_id = p_job_id and a.status = s.status
            order by a.status_changed_at desc, a.id desc limit p_page_size) p
      join public.candidates c on c.id = p.candidate_id
      left join public.vendors v on v.id = p.applied_by_vendor_id), '[]'::json)) order by s.ord)::jsonb
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status);
end;
$$;
revoke all on function private.pipeline_board_unfiltered(uuid, integer) from public, anon, authenticated;

create or replace function public.get_pipeline_board(p_job_id uuid, p_search text default null, p_source text default null,
                                                     p_applied_from date default null, p_applied_to date default null,
                                                     p_page_size integer default 20)
returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_page_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_result jsonb;
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if nullif(btrim(p_search), '') is null and p_source is null and p_applied_from is null and p_applied_to is null then
    return private.pipeline_board_unfiltered(p_job_id, v_page_size);
  end if;
  execute format($q$
    with counts as (select a.status, count(*)::integer as total from public.applications a where %1$s group by a.status)
    select jsonb_agg(jsonb_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', %2$s) order by s.ord)
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status$q$,
    v_where, format(private.pipeline_page_sql(), v_where, 's.status'))
  into v_result
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), v_page_size, 0;
  return v_result;
end;
$$;
