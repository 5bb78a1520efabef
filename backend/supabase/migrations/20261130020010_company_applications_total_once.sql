-- The Applications list reads the caller's total once per call. Written inside the page query, the
-- total was evaluated again for every row of the page (PostgreSQL pulls a one-row subquery up into
-- the join and copies its expression to each row): ten counts, each with its access checks, for
-- a page of ten. The page keeps its generic plan (migration 20261129040100).
create or replace function public.list_company_applications(p_company_id uuid, p_offset integer DEFAULT 0, p_limit integer DEFAULT 10)
 returns TABLE(id uuid, status text, applied_at timestamp with time zone, source_label text, candidate_first_name text, candidate_last_name text, candidate_title text, job_id uuid, job_title text, job_company_id uuid, total bigint)
 language plpgsql
 stable
 set search_path TO ''
 set plan_cache_mode TO 'force_generic_plan'
as $function$
declare
  v_total bigint;
begin
  if p_company_id is null then
    raise exception 'Choose a company' using errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 then
    raise exception 'Page size must be between 1 and 100' using errcode = '22023';
  end if;
  if p_offset is null or p_offset < 0 then
    raise exception 'Offset must not be negative' using errcode = '22023';
  end if;
  v_total := public.count_company_applications(p_company_id);
  return query
    select p.id, p.status, p.applied_at, p.source_label, p.first_name, p.last_name, p.title,
           p.job_id, p.job_title, p.job_company_id, v_total
    from (select 1) t
    left join lateral (
      select a.id, a.status, a.applied_at, a.source_label, c.first_name, c.last_name, c.title,
             j.id as job_id, j.title as job_title, j.company_id as job_company_id
      from public.applications a
      left join public.candidates c on c.id = a.candidate_id
      left join public.jobs j on j.id = a.job_id
      where a.company_id = p_company_id
      order by a.applied_at desc, a.id desc
      offset p_offset limit p_limit
    ) p on true
    order by p.applied_at desc nulls last, p.id desc;
end;
$function$;

revoke all on function public.list_company_applications(uuid,integer,integer) from public, anon, authenticated, service_role;
grant execute on function public.list_company_applications(uuid,integer,integer) to authenticated, service_role;
