-- A candidate's kept list was deleted and written again whole on every refresh: about 14,000 rows
-- on the scale seed, with their foreign-key checks and three indexes, some 600 ms of a 700 ms
-- refresh, though scoring them takes under 100 ms and most scores do not change (a change of
-- managing company changes none). The refresh now removes, changes and adds only the rows that
-- differ; the list it leaves is the same.
create or replace function private.refresh_candidate_jobs(p_candidate_id uuid)
 returns void
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if not exists (select 1 from private.match_candidate_lists where candidate_id = p_candidate_id) then
    return;
  end if;
  -- every statement of the query sees the list as it was before it
  with fresh as (
    select o.id as job_id, m.score, o.created_at, o.expires_at
    from private.open_jobs o
    join private.match_view m on m.job_id = o.id and m.candidate_id = p_candidate_id
  ), gone as (
    delete from private.match_candidate_jobs k
    where k.candidate_id = p_candidate_id and not exists (select 1 from fresh f where f.job_id = k.job_id)
  ), changed as (
    update private.match_candidate_jobs k
    set score = f.score, job_created_at = f.created_at, expires_at = f.expires_at
    from fresh f
    where k.candidate_id = p_candidate_id and k.job_id = f.job_id
      and (k.score, k.job_created_at, k.expires_at) is distinct from (f.score, f.created_at, f.expires_at)
  )
  insert into private.match_candidate_jobs (candidate_id, job_id, score, job_created_at, expires_at)
  select p_candidate_id, f.job_id, f.score, f.created_at, f.expires_at
  from fresh f
  where not exists (select 1 from private.match_candidate_jobs k
                    where k.candidate_id = p_candidate_id and k.job_id = f.job_id);
  perform private.recount_candidate_jobs(p_candidate_id);
  update private.match_candidate_lists set refreshed_at = clock_timestamp() where candidate_id = p_candidate_id;
end;
$function$;
