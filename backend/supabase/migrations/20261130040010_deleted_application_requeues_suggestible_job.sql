-- A deleted application lets its candidate back into the job's suggestions, so the job's list is
-- rebuilt. Only candidates in a company's pool are ever suggested (a candidate without a managing
-- company never is), so deleting the application of a candidate who signed up on their own leaves
-- every list as it was and queues no rebuild of the job (each costs a full scoring of its pool).
-- When the candidate row is gone (deleted with its applications) the job is queued as before.
create or replace function private.match_inputs_queued()
 returns trigger
 language plpgsql
 security definer
 set search_path TO ''
as $function$
begin
  if tg_table_name = 'match_jobs' then
    perform private.enqueue_match('job', array[new.job_id]);
  elsif tg_table_name = 'match_candidates' then
    perform private.enqueue_match('candidate', array[new.candidate_id]);
  elsif tg_table_name = 'jobs' then
    perform private.enqueue_match('job', array[new.id]);
  elsif tg_table_name = 'companies' then
    perform private.enqueue_match('company', array[new.id]);
  elsif tg_table_name = 'applications' then
    if not exists (select 1 from public.candidates c
                   where c.id = old.candidate_id and c.managing_company_id is null) then
      perform private.enqueue_match('job', array[old.job_id]);
    end if;
  elsif tg_table_name = 'company_relationships' then
    perform private.enqueue_match('company', array[coalesce(new.company_a_id, old.company_a_id),
                                                   coalesce(new.company_b_id, old.company_b_id)]);
  end if;
  return null;
end;
$function$;
revoke all on function private.match_inputs_queued() from public, anon, authenticated, service_role;
