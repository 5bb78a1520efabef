-- The helpers a stage move's triggers call once per event (the in-app notification, the live-update
-- signal, and the API-caller check of the guards) were SQL functions; with their fixed search path
-- PostgreSQL cannot inline them and plans their statement again in every transaction. In PL/pgSQL
-- the session keeps each plan, as for the policy helpers. The immutable helpers the reports and
-- lists call once per row stay SQL, which is cheaper per row within one statement.
create or replace function private.is_api_caller()
 returns boolean
 language plpgsql
 stable
 set search_path to ''
as $function$
begin
  return current_user in ('anon', 'authenticated');
end
$function$;
revoke all on function private.is_api_caller() from public, anon, authenticated, service_role;
grant execute on function private.is_api_caller() to authenticated, service_role;

create or replace function private.notify(p_user_id uuid, p_type text, p_title text, p_message text, p_link text, p_data jsonb)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  insert into public.notifications (user_id, type, title, message, link, data)
  select p_user_id, p_type, p_title, p_message, p_link, coalesce(p_data, '{}')
  where p_user_id is not null and p_user_id is distinct from (select auth.uid())
    and (select auth.role()) is not null;
end
$function$;
revoke all on function private.notify(uuid,text,text,text,text,jsonb) from public, anon, authenticated, service_role;

create or replace function private.signal(p_topic text, p_table text, p_operation text, p_extra jsonb default '{}'::jsonb)
 returns void
 language plpgsql
 security definer
 set search_path to ''
as $function$
begin
  perform realtime.send(jsonb_build_object('table', p_table, 'operation', p_operation) || coalesce(p_extra, '{}'), 'change', p_topic, true);
end
$function$;
revoke all on function private.signal(text,text,text,jsonb) from public, anon, authenticated, service_role;
