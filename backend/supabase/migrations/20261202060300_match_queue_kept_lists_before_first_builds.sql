-- A burst of first sign-ins queues a list to build for each candidate (about a second each on the
-- scale seed), and the queue was worked through oldest first, so a change to a kept list waited
-- behind all of them and its list showed the old scores for minutes. Lists not built yet are read
-- by scoring on the spot, so they now wait until the kept lists are up to date.

-- Works through the queue, oldest first, for about a second at most; what is left waits for the
-- next run. A candidate's first list comes after every other item: until it is built their jobs
-- are scored when read, so nothing shown waits for it, while a kept list that is out of date shows
-- old scores until its item is done.
create or replace function public.refresh_matches(p_limit integer DEFAULT 500)
 returns json
 language plpgsql
 security definer
 set search_path TO ''
as $function$
declare
  v_item private.match_queue;
  v_started timestamptz := clock_timestamp();
  v_done integer := 0;
  v_oldest timestamptz;
begin
  loop
    select q.* into v_item from private.match_queue q
    order by exists (select 1 from private.match_candidate_lists l
                     where q.kind = 'candidate' and l.candidate_id = q.entity_id and l.refreshed_at is null),
             q.queued_at
    limit 1 for update of q skip locked;
    exit when v_item.entity_id is null or v_done >= p_limit or clock_timestamp() - v_started > interval '1 second';
    delete from private.match_queue where kind = v_item.kind and entity_id = v_item.entity_id;
    v_oldest := coalesce(v_oldest, v_item.queued_at);
    if v_item.kind = 'job' then
      perform private.refresh_matches_of_job(v_item.entity_id);
    elsif v_item.kind = 'job_list' then
      perform private.refresh_job_suggestions(v_item.entity_id);
    elsif v_item.kind = 'candidate' then
      perform private.refresh_matches_of_candidate(v_item.entity_id);
    else
      -- a company's approval or partnership: each of its jobs, queued behind what waits already
      perform private.enqueue_match('job', array(select id from public.jobs where company_id = v_item.entity_id));
    end if;
    v_done := v_done + 1;
  end loop;
  return json_build_object('refreshed', v_done, 'remaining', (select count(*) from private.match_queue),
    'oldestQueuedAt', v_oldest);
end;
$function$;
