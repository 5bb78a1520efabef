-- Every job-alert e-mail carries a link that turns that saved search's alert off without signing
-- in. The link's token is the search's id signed with a key only the database knows (HMAC-SHA256),
-- so it cannot be guessed or made for another search, and nothing needs storing per e-mail.

create table private.signing_keys (
  purpose text primary key,
  key bytea not null
);
revoke all on private.signing_keys from public, anon, authenticated;
insert into private.signing_keys (purpose, key)
values ('job_alert_unsubscribe', extensions.gen_random_bytes(32));

create or replace function private.job_alert_signature(p_search_id uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select translate(encode(extensions.hmac(convert_to(p_search_id::text, 'UTF8'), k.key, 'sha256'), 'base64'), '+/=', '-_')
  from private.signing_keys k
  where k.purpose = 'job_alert_unsubscribe'
$$;
revoke all on function private.job_alert_signature(uuid) from public, anon, authenticated;

-- The token for a saved search's e-mails; only the scheduler's function asks for it.
create or replace function public.job_alert_unsubscribe_token(p_search_id uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select p_search_id::text || '.' || private.job_alert_signature(p_search_id)
$$;
revoke all on function public.job_alert_unsubscribe_token(uuid) from public, anon, authenticated;
grant execute on function public.job_alert_unsubscribe_token(uuid) to service_role;

-- Turns off the alert the token names and says which search it was. Using the link again changes
-- nothing and answers the same. A token that is malformed or not signed by us changes nothing.
create or replace function public.turn_off_job_alert(p_token text)
returns json
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_name text;
begin
  if p_token is null or p_token !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[A-Za-z0-9_-]{43}$' then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  v_id := split_part(p_token, '.', 1)::uuid;
  if split_part(p_token, '.', 2) is distinct from private.job_alert_signature(v_id) then
    raise exception 'This unsubscribe link is not valid' using errcode = '22023';
  end if;
  update public.saved_searches set alerts_enabled = false
  where id = v_id
  returning name into v_name;
  if v_name is null then
    raise exception 'This saved search no longer exists' using errcode = 'P0002';
  end if;
  return json_build_object('name', v_name);
end;
$$;
revoke all on function public.turn_off_job_alert(text) from public;
grant execute on function public.turn_off_job_alert(text) to anon, authenticated;
