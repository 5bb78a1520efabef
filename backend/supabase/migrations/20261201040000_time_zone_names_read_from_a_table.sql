-- An interview's time zone must be one of the time zone database's names. The catalog view
-- pg_timezone_names reads and interprets every zone file on each call (about 600 zones, 20 to 30 ms,
-- most of scheduling or moving an interview); the names are kept in a table read by its key
-- instead. A name the table lacks is still looked up in the view, so a zone a newer time zone
-- database adds is accepted as before.
create table private.time_zone_names (
  name text primary key
);
alter table private.time_zone_names enable row level security;
revoke all on private.time_zone_names from public, anon, authenticated, service_role;
insert into private.time_zone_names (name) select name from pg_catalog.pg_timezone_names;

create or replace function private.is_time_zone_name(p_name text)
 returns boolean
 language plpgsql
 stable
 set search_path TO ''
as $function$
begin
  if p_name is null then
    return false;
  end if;
  if exists (select 1 from private.time_zone_names where name = p_name) then
    return true;
  end if;
  return exists (select 1 from pg_catalog.pg_timezone_names where name = p_name);
end;
$function$;
revoke all on function private.is_time_zone_name(text) from public, anon, authenticated, service_role;

create or replace function private.check_interview(p_company_id uuid, p_local_start timestamp without time zone, p_time_zone text, p_duration_minutes integer, p_interviewer_ids uuid[], p_location text, p_video_link text)
 returns timestamp with time zone
 language plpgsql
 stable SECURITY DEFINER
 set search_path TO ''
as $function$
declare
  v_starts_at timestamptz;
begin
  if p_local_start is null then
    raise exception 'Choose the date and time of the interview' using errcode = '22023';
  end if;
  if not private.is_time_zone_name(p_time_zone) then
    raise exception 'Choose a valid time zone' using errcode = '22023';
  end if;
  v_starts_at := p_local_start at time zone p_time_zone;
  if v_starts_at <= now() then
    raise exception 'The interview must start in the future' using errcode = '22023';
  end if;
  if p_duration_minutes is null or p_duration_minutes not between 15 and 480 then
    raise exception 'The duration must be between 15 and 480 minutes' using errcode = '22023';
  end if;
  if coalesce(cardinality(p_interviewer_ids), 0) = 0 then
    raise exception 'Choose at least one interviewer' using errcode = '22023';
  end if;
  if cardinality(p_interviewer_ids) > 10 then
    raise exception 'Choose at most 10 interviewers' using errcode = '22023';
  end if;
  if not private.all_team_members(p_company_id, p_interviewer_ids) then
    raise exception 'Interviewers must be members of your team' using errcode = '22023';
  end if;
  if nullif(btrim(p_location), '') is null and nullif(btrim(p_video_link), '') is null then
    raise exception 'Enter a location or a video link' using errcode = '22023';
  end if;
  if char_length(coalesce(p_location, '')) > 300 then
    raise exception 'The location can be at most 300 characters' using errcode = '22023';
  end if;
  if nullif(btrim(p_video_link), '') is not null
     and (char_length(p_video_link) > 500 or not private.is_http_link(btrim(p_video_link))) then
    raise exception 'The video link must be a web address starting with http:// or https://' using errcode = '22023';
  end if;
  return v_starts_at;
end;
$function$;
revoke all on function private.check_interview(uuid,timestamp without time zone,text,integer,uuid[],text,text) from public, anon, authenticated, service_role;
