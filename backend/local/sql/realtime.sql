-- The `realtime` schema as hosted Supabase provides it: broadcast messages stored in
-- `realtime.messages` (authorised by RLS policies the project's migrations add), the topic a
-- policy is evaluated for, and the functions triggers use to send database events to channels.
-- Applied once per database, right after bootstrap.sql and before any migration.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin nologin noinherit;
  end if;
end
$$;

create schema if not exists realtime;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid() primary key,
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now()
);
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic);
alter table realtime.messages enable row level security;

-- The channel topic (without the `realtime:` prefix) that a policy is being evaluated for.
create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text
$$;

-- Stores a broadcast message; the realtime server delivers it to the channels of `topic`
-- (private ones only to users whose SELECT policy on realtime.messages allows the topic).
-- A failure is reported as a warning so the writing transaction goes on, as on hosted Supabase.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
begin
  begin
    perform set_config('realtime.topic', topic, true);
    insert into realtime.messages (payload, event, topic, private, extension)
    values (payload, event, topic, private, 'broadcast');
  exception when others then
    raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end
$$;

-- For row triggers: sends {schema, table, operation, record, old_record} as `event` on `topic_name`.
create or replace function realtime.broadcast_changes(
  topic_name text,
  event_name text,
  operation text,
  table_name text,
  table_schema text,
  new record,
  old record,
  level text default 'ROW'
) returns void
language plpgsql
as $$
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation not in ('INSERT', 'UPDATE', 'DELETE') then
    raise exception 'Unexpected operation type: %', operation;
  end if;
  perform realtime.send(
    jsonb_build_object(
      'schema', table_schema,
      'table', table_name,
      'operation', operation,
      'record', case when new is null then null else to_jsonb(new) end,
      'old_record', case when old is null then null else to_jsonb(old) end
    ),
    event_name,
    topic_name
  );
end
$$;

-- Local delivery path: every stored message is announced to the realtime server when its
-- transaction commits. A payload too large for NOTIFY is announced by id and read back.
create or replace function realtime.announce_message() returns trigger
language plpgsql
as $$
declare
  note text := json_build_object(
    'id', new.id, 'topic', new.topic, 'event', new.event, 'extension', new.extension,
    'private', coalesce(new.private, false), 'payload', new.payload
  )::text;
begin
  if octet_length(note) > 7900 then
    note := json_build_object('id', new.id, 'topic', new.topic, 'private', coalesce(new.private, false))::text;
  end if;
  perform pg_notify('realtime_messages', note);
  return null;
end
$$;

drop trigger if exists messages_announce on realtime.messages;
create trigger messages_announce after insert on realtime.messages
  for each row execute function realtime.announce_message();

grant usage on schema realtime to anon, authenticated, service_role, supabase_realtime_admin;
grant select, insert, update on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role, supabase_realtime_admin;
grant execute on function realtime.topic() to anon, authenticated, service_role;
grant execute on function realtime.send(jsonb, text, text, boolean),
  realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  to authenticated, service_role;
