-- A job is open through the end of its expiry day (a UTC calendar day). Forms send the chosen day,
-- which arrives as its first moment; every open-job check compares expires_at with now(), so the
-- stored value is the day's last moment instead. Checks, the board, the sitemap, row-level
-- security and the open-job totals then agree without each one doing date arithmetic.

create or replace function private.end_of_expiry_day(p_expires_at timestamptz)
returns timestamptz
language sql immutable
set search_path = ''
as $$
  select (((p_expires_at at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC') - interval '1 microsecond'
$$;
revoke all on function private.end_of_expiry_day(timestamptz) from public, anon, authenticated;

create or replace function private.jobs_expiry_end_of_day()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.expires_at is not null then
    new.expires_at := private.end_of_expiry_day(new.expires_at);
  end if;
  return new;
end;
$$;

create trigger jobs_expiry_end_of_day before insert or update of expires_at on public.jobs
  for each row execute function private.jobs_expiry_end_of_day();

-- Jobs stored before this rule keep their day and stay open through it.
update public.jobs set expires_at = private.end_of_expiry_day(expires_at)
where expires_at is not null and expires_at <> private.end_of_expiry_day(expires_at);
