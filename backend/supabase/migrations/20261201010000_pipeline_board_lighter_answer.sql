-- The pipeline board's answer carries what a card shows and no more, and its columns come back as
-- rows.
--
-- A card is drawn from its name, its source label (set on every application: 'Direct',
-- 'Company-managed' or the vendor and its recruiter), its days in stage and, sorted by best match,
-- its score; its stage is the column's. The status, applied date, source and vendor name it also
-- carried were a third of the board's 47 kB, which the database, PostgREST and the gateway each
-- copied on every call.
--
-- As one json value the board was wrapped by PostgREST in an array and read back out of it (its
-- whole text parsed again); as a set of rows PostgREST sends the same array it builds.

create or replace function private.pipeline_page_sql(p_sort text)
returns text
language sql
immutable
set search_path = ''
as $$
  select format($q$coalesce((select jsonb_agg(jsonb_build_object(
      'id', p.id, 'status_changed_at', p.status_changed_at, 'candidate_id', p.candidate_id,
      'first_name', c.first_name, 'last_name', c.last_name, 'source_label', p.source_label%1$s) order by %2$s)
    from (select a.id, a.status_changed_at, a.applied_at, a.candidate_id, a.source_label%3$s
          from public.applications a%4$s where %%1$s and a.status = %%2$s
          order by %5$s offset $7 limit $6) p
    join public.candidates c on c.id = p.candidate_id), '[]'::jsonb)$q$,
    case when p_sort = 'match' then ', ''match_score'', p.score' else '' end,
    private.pipeline_order(p_sort, 'p', 'p.score'),
    case when p_sort = 'match' then ', m.score' else '' end,
    private.pipeline_score_join(p_sort),
    private.pipeline_order(p_sort, 'a', 'm.score'))
$$;

-- The unfiltered board is now the static query inside get_pipeline_board.
drop function private.pipeline_board_unfiltered(uuid, integer);

drop function public.get_pipeline_board(uuid, text, text, date, date, integer, text);
create function public.get_pipeline_board(p_job_id uuid, p_search text default null, p_source text default null,
  p_applied_from date default null, p_applied_to date default null, p_page_size integer default 20,
  p_sort text default 'newest')
returns setof json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_where text := private.pipeline_where(p_source, p_applied_from, p_applied_to, p_search);
  v_page_size integer := least(greatest(coalesce(p_page_size, 20), 1), 100);
  v_sort text := coalesce(p_sort, 'newest');
begin
  perform private.check_pipeline_filters(p_search, p_source, p_applied_from, p_applied_to);
  perform private.check_pipeline_sort(p_sort);
  if not private.can_see_job_applications(p_job_id) then
    raise exception 'Job not found' using errcode = 'P0002';
  end if;
  if v_sort = 'newest' and nullif(btrim(p_search), '') is null and p_source is null
     and p_applied_from is null and p_applied_to is null then
    return query
      with counts as (select a.status, count(*)::integer as total from public.applications a where a.job_id = p_job_id group by a.status)
      select json_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', coalesce((
        select json_agg(p order by p.status_changed_at desc, p.id desc)
        from (select a.id, a.status_changed_at, a.candidate_id, c.first_name, c.last_name, a.source_label
              from public.applications a
              join public.candidates c on c.id = a.candidate_id
              where a.job_id = p_job_id and a.status = s.status
              order by a.status_changed_at desc, a.id desc limit v_page_size) p), '[]'::json))
      from unnest(private.pipeline_stages()) with ordinality s (status, ord)
      left join counts n on n.status = s.status
      order by s.ord;
    return;
  end if;
  return query execute format($q$
    with counts as (select a.status, count(*)::integer as total from public.applications a where %1$s group by a.status)
    select jsonb_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', %2$s)::json
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status
    order by s.ord$q$,
    v_where, format(private.pipeline_page_sql(v_sort), v_where, 's.status'))
  using p_job_id, p_source, p_applied_from, p_applied_to, private.pipeline_pattern(p_search), v_page_size, 0;
end;
$$;
revoke all on function public.get_pipeline_board(uuid, text, text, date, date, integer, text) from public, anon, authenticated, service_role;
grant execute on function public.get_pipeline_board(uuid, text, text, date, date, integer, text) to authenticated, service_role;
