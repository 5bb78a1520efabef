-- The board answers json instead of jsonb: its up to 160 cards were built as json and then parsed
-- into jsonb (about half a millisecond for a job's first pages), only for PostgREST to print them
-- as text again. Each card is its row turned into json (row_to_json) rather than an object built
-- key by key. The content is unchanged; only the order of keys inside a card may differ.
drop function public.get_pipeline_board(uuid, text, text, date, date, integer, text);
drop function private.pipeline_board_unfiltered(uuid, integer);

create function private.pipeline_board_unfiltered(p_job_id uuid, p_page_size integer)
returns json
language plpgsql stable
set search_path = ''
as $$
begin
  return (
    with counts as (select a.status, count(*)::integer as total from public.applications a where a.job_id = p_job_id group by a.status)
    select json_agg(json_build_object('status', s.status, 'total', coalesce(n.total, 0), 'cards', coalesce((
      select json_agg(p order by p.status_changed_at desc, p.id desc)
      from (select a.id, a.status, a.status_changed_at, a.applied_at, a.candidate_id, c.first_name, c.last_name,
                   a.source, v.vendor_name, a.source_label
            from public.applications a
            join public.candidates c on c.id = a.candidate_id
            left join public.vendors v on v.id = a.applied_by_vendor_id
            where a.job_id = p_job_id and a.status = s.status
            order by a.status_changed_at desc, a.id desc limit p_page_size) p), '[]'::json)) order by s.ord)
    from unnest(private.pipeline_stages()) with ordinality s (status, ord)
    left join counts n on n.status = s.status);
end;
$$;
revoke all on function private.pipeline_board_unfiltered(uuid, integer) from public, anon, authenticated;

create function public.get_pipeline_board(p_job_id uuid, p_search text default null, p_source text default null,
                                          p_applied_from date default null, p_applied_to date default null,
                                          p_page_size integer default 20, p_sort text default 'newest')
returns json
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
  return v_result::json;
end;
$$;

revoke all on function public.get_pipeline_board(uuid, text, text, date, date, integer, text) from public, anon;
grant execute on function public.get_pipeline_board(uuid, text, text, date, date, integer, text)
  to authenticated, service_role;
