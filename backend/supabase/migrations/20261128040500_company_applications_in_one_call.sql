-- The company's Applications list in one call: a page of applications (newest first) with the
-- candidate and the job, each row carrying the total the caller may see. It runs with the caller's
-- rights, so the applications, candidates and jobs select policies decide what is read, as they
-- did for the list's two REST calls. A page past the end still returns one row, with the total
-- and no application, so the screen always learns the total. One request instead of two halves
-- the gateway's and PostgREST's work per page view; the query is static, so the session keeps its
-- plan (the page is read in order from the company's index, whatever the page size).
create or replace function public.list_company_applications(p_company_id uuid, p_offset integer default 0,
                                                            p_limit integer default 10)
returns table (id uuid, status text, applied_at timestamptz, source_label text,
               candidate_first_name text, candidate_last_name text, candidate_title text,
               job_id uuid, job_title text, job_company_id uuid, total bigint)
language plpgsql stable
security invoker
set search_path = ''
as $$
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
  return query
    select p.id, p.status, p.applied_at, p.source_label, p.first_name, p.last_name, p.title,
           p.job_id, p.job_title, p.job_company_id, t.total
    from (select public.count_company_applications(p_company_id) as total) t
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
$$;
revoke all on function public.list_company_applications(uuid, integer, integer) from public, anon;
grant execute on function public.list_company_applications(uuid, integer, integer) to authenticated, service_role;
