-- The helpers applying calls once per application (whether the job takes applications, the first
-- stage history rows) and the match queue's insert were SQL functions; with their fixed search path
-- PostgreSQL cannot inline them and plans their statement again in every transaction. In PL/pgSQL
-- the session keeps each plan.
create or replace function private.job_takes_applications(p_job_id uuid)
returns boolean
language plpgsql stable security definer
set search_path = ''
as $$
begin
  return exists (
    select 1
    from public.jobs j
    join public.companies c on c.id = j.company_id
    where j.id = p_job_id
      and c.is_approved
      and j.status in ('published', 'open', 'active')
      and (j.expires_at is null or j.expires_at > now()));
end
$$;
revoke all on function private.job_takes_applications(uuid) from public, anon, authenticated;

create or replace function private.record_application_start(p_application public.applications, p_actor uuid)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  insert into public.application_stage_history (application_id, from_status, to_status, actor_id, created_at)
  select p_application.id, null, 'applied', p_actor, p_application.applied_at
  union all
  select p_application.id, 'applied', p_application.status, p_actor, p_application.status_changed_at
  where p_application.status <> 'applied';
end
$function$;
revoke all on function private.record_application_start(public.applications,uuid) from public, anon, authenticated, service_role;

create or replace function private.enqueue_match(p_kind text, p_ids uuid[])
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  insert into private.match_queue (kind, entity_id)
  select p_kind, id from unnest(p_ids) id where id is not null
  on conflict (kind, entity_id) do nothing;
end
$function$;
revoke all on function private.enqueue_match(text,uuid[]) from public, anon, authenticated, service_role;
